import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { phoneJpeg } from '../../../../test/images';
import { useTestApp } from '../../../../test/test-app';
import { requestUpload, uploadFlowTests } from '../../../../test/upload-flow';

describe('uploads on local disk', () => {
  const t = useTestApp();

  uploadFlowTests(t, {
    async put(uploadURL, body, contentType) {
      return (
        await t.app.inject({
          method: 'PUT',
          url: uploadURL,
          payload: body,
          headers: { 'content-type': contentType },
        })
      ).statusCode;
    },
    async get(url) {
      const res = await t.app.inject(url);
      const type = res.headers['content-type'];
      return {
        status: res.statusCode,
        contentType: typeof type === 'string' ? type : undefined,
        body: res.rawPayload,
      };
    },
  });

  describe('signed PUT URLs', () => {
    let headers: Record<string, string>;
    beforeAll(async () => {
      headers = (await loginAsAdmin(t.app)).headers;
    });
    const pendingFiles = () => {
      const dir = path.join(t.dataDir, 'uploads', 'pending');
      return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    };
    const put = (url: string, payload: Buffer | Readable, extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'PUT', url, payload, headers: { 'content-type': 'image/jpeg', ...extra } });

    it('answers a short-lived URL on this server for one pending object, signed for 10 MB', async () => {
      const { uploadURL, objectPath } = await requestUpload(t, headers);
      expect(objectPath).toMatch(/^pending\/[0-9a-f-]{36}$/);
      const url = new URL(uploadURL, 'http://localhost');
      expect(url.pathname).toBe(`/uploads/${objectPath}`);
      expect(url.searchParams.get('max')).toBe(String(MAX_UPLOAD_BYTES));
      const expires = Number(url.searchParams.get('expires'));
      const now = Date.now() / 1000;
      expect(expires).toBeGreaterThan(now + 60);
      expect(expires).toBeLessThanOrEqual(now + 600);
    });

    it('refuses a forged signature, a changed limit or another key, leaving nothing behind', async () => {
      const before = pendingFiles().length;
      const { uploadURL, objectPath } = await requestUpload(t, headers);
      const other = (await requestUpload(t, headers)).objectPath;
      const url = new URL(uploadURL, 'http://localhost');
      const forged = new URL(url);
      forged.searchParams.set('sig', `${url.searchParams.get('sig')?.slice(0, -2)}AA`);
      const bigger = new URL(url);
      bigger.searchParams.set('max', String(MAX_UPLOAD_BYTES * 100));
      const elsewhere = new URL(url);
      elsewhere.pathname = `/uploads/${other}`;
      const unsigned = `/uploads/${objectPath}`;
      const body = await phoneJpeg(100, 100);
      for (const target of [forged, bigger, elsewhere]) {
        const res = await put(`${target.pathname}${target.search}`, body);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('This upload URL is not valid.');
      }
      expect((await put(unsigned, body)).statusCode).toBe(403);
      expect(pendingFiles()).toHaveLength(before);
    });

    it('refuses an expired URL', async () => {
      const { objectPath } = await requestUpload(t, headers);
      const expired = await t.app.storage.createUploadUrl(objectPath, {
        maxBytes: MAX_UPLOAD_BYTES,
        expiresInSeconds: -1,
      });
      const res = await put(expired, await phoneJpeg(100, 100));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This upload URL has expired.');
      expect(await t.app.storage.stat(objectPath)).toBeNull();
    });

    it('refuses an 11 MB body, declared or streamed, leaving nothing behind', async () => {
      const eleven = Buffer.alloc(11 * 1024 * 1024, 1);
      const declared = await requestUpload(t, headers);
      const res = await put(declared.uploadURL, eleven);
      expect(res.statusCode).toBe(413);
      expect(res.headers.connection).toBe('close');
      expect(await t.app.storage.stat(declared.objectPath)).toBeNull();

      // Without a Content-Length the bytes are counted as they arrive.
      const streamed = await requestUpload(t, headers);
      const chunks = Array.from({ length: 11 }, () => Buffer.alloc(1024 * 1024, 2));
      const res2 = await put(streamed.uploadURL, Readable.from(chunks));
      expect(res2.statusCode).toBe(413);
      expect(await t.app.storage.stat(streamed.objectPath)).toBeNull();
      expect(pendingFiles().filter((f) => f.endsWith('.partial'))).toEqual([]);
    });

    it('accepts exactly 10 MB', async () => {
      const { uploadURL, objectPath } = await requestUpload(t, headers);
      expect((await put(uploadURL, Buffer.alloc(MAX_UPLOAD_BYTES, 3))).statusCode).toBe(200);
      expect(await t.app.storage.stat(objectPath)).toEqual({ size: MAX_UPLOAD_BYTES });
      await t.app.storage.delete(objectPath);
    });

    it('refuses a second PUT to the same URL and keeps the first file', async () => {
      const { uploadURL, objectPath } = await requestUpload(t, headers);
      const first = await phoneJpeg(100, 100);
      expect((await put(uploadURL, first)).statusCode).toBe(200);
      const second = await put(uploadURL, Buffer.from('<html>replaced</html>'));
      expect(second.statusCode).toBe(403);
      expect(second.json().message).toBe('This upload URL has already been used.');
      expect(await t.app.storage.read(objectPath)).toEqual(first);

      // Still refused once the upload has become an image (and the pending object is gone).
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/gallery',
        headers,
        payload: { imagePath: objectPath },
      });
      expect(created.statusCode).toBe(201);
      expect(await t.app.storage.stat(objectPath)).toBeNull();
      expect((await put(uploadURL, first)).statusCode).toBe(403);
      expect(await t.app.storage.stat(objectPath)).toBeNull();
    });

    it('never serves pending uploads, and serves stored images as images only', async () => {
      const { uploadURL, objectPath } = await requestUpload(t, headers);
      expect((await put(uploadURL, await phoneJpeg(100, 100))).statusCode).toBe(200);
      expect((await t.app.inject(`/uploads/${objectPath}`)).statusCode).toBe(404);

      await t.app.storage.put(
        'images/11111111-2222-3333-4444-555555555555/page.html',
        Buffer.from('<p>hi</p>'),
        'text/html',
      );
      expect(
        (await t.app.inject('/uploads/images/11111111-2222-3333-4444-555555555555/page.html')).statusCode,
      ).toBe(404);

      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/gallery',
        headers,
        payload: { imagePath: objectPath },
      });
      const image = created.json();
      for (const url of [image.imagePath, image.variants[0].url]) {
        const res = await t.app.inject(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-disposition']).toBe('inline');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
      expect((await t.app.inject(image.variants[0].url)).headers['content-type']).toBe('image/webp');
    });
  });
});
