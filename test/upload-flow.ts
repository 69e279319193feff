import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { galleryImages } from '../src/server/db/schema';
import { PENDING_PREFIX } from '../src/server/plugins/storage/pending-uploads';
import { loginAsAdmin } from './auth';
import { insertEvent } from './fixtures';
import { hasGpsExif, phoneJpeg } from './images';
import type { TestApp } from './test-app';

// The admin upload flow (ask for a signed URL, PUT the file, create the image record; docs/architecture.md,
// "Storage"), driven end to end; run by uploads.test.ts (local disk) and uploads-s3.test.ts (S3 through a
// local S3 server), which differ only in how the browser's PUT and GETs reach the storage.

export type Fetched = { status: number; contentType: string | undefined; body: Buffer };

export type UploadTransport = {
  /** The browser's PUT of a file to the upload URL; answers the status. */
  put(uploadURL: string, body: Buffer, contentType: string): Promise<number>;
  /** The browser loading a URL the API answered. */
  get(url: string): Promise<Fetched>;
};

type AdminHeaders = Record<string, string>;

export async function requestUpload(t: TestApp, headers: AdminHeaders) {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/objects/upload', headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { uploadURL: string; objectPath: string };
}

export function uploadFlowTests(t: TestApp, transport: UploadTransport) {
  let headers: AdminHeaders;
  beforeAll(async () => {
    headers = (await loginAsAdmin(t.app)).headers;
  });

  const upload = async (body: Buffer, contentType = 'image/jpeg') => {
    const target = await requestUpload(t, headers);
    expect(await transport.put(target.uploadURL, body, contentType)).toBe(200);
    return target;
  };
  const createImage = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/gallery', headers, payload });

  it('refuses an upload URL without an admin session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/objects/upload',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('uploads, verifies and resizes a photo, lists it, serves it without metadata, and deletes it', async () => {
    const event = await insertEvent(t.database, 10);
    const { objectPath } = await upload(await phoneJpeg(2000, 1500));

    const created = await createImage({
      imagePath: objectPath,
      title: 'Lanterns',
      caption: '',
      eventId: event.id,
    });
    expect(created.statusCode).toBe(201);
    const image = created.json();
    expect(image).toMatchObject({
      title: 'Lanterns',
      caption: null,
      eventId: event.id,
      width: 1500,
      height: 2000,
    });
    expect(image.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1500]);
    // The pending upload is gone: only the processed copies remain.
    expect(await t.app.storage.stat(objectPath)).toBeNull();
    const [row] = await t.database.db.select().from(galleryImages).where(eq(galleryImages.id, image.id));
    expect(row?.uploadedBy).toEqual(expect.any(String));

    const gallery = (await t.app.inject('/api/gallery')).json();
    expect(gallery.map((i: { id: string }) => i.id)).toContain(image.id);
    const eventImages = (await t.app.inject(`/api/events/${event.id}/images`)).json();
    expect(eventImages.map((i: { id: string }) => i.id)).toEqual([image.id]);

    const original = await transport.get(image.imagePath);
    expect(original.status).toBe(200);
    expect(original.contentType).toBe('image/jpeg');
    const originalMeta = await sharp(original.body).metadata();
    expect(originalMeta).toMatchObject({ format: 'jpeg', width: 1500, height: 2000 });
    expect(hasGpsExif(originalMeta.exif)).toBe(false);
    expect(originalMeta.exif).toBeUndefined();
    for (const variant of image.variants as { width: number; url: string }[]) {
      const file = await transport.get(variant.url);
      expect(file.status).toBe(200);
      expect(file.contentType).toBe('image/webp');
      const meta = await sharp(file.body).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width });
      expect(meta.exif).toBeUndefined();
    }

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/gallery/${image.id}`, headers });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject('/api/gallery')).json().map((i: { id: string }) => i.id)).not.toContain(
      image.id,
    );
    for (const url of [image.imagePath, ...image.variants.map((v: { url: string }) => v.url)]) {
      expect((await transport.get(url)).status).toBe(404);
    }
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/gallery/${image.id}`, headers });
    expect(again.statusCode).toBe(404);
  });

  it('accepts the upload URL without its query string as imagePath, as older clients send', async () => {
    const { uploadURL } = await upload(await phoneJpeg(600, 400));
    const res = await createImage({ imagePath: uploadURL.split('?')[0] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: null, caption: null, eventId: null, width: 400, height: 600 });
  });

  it('refuses an HTML file named .png and deletes it', async () => {
    const { objectPath } = await upload(
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
      'image/png',
    );
    const res = await createImage({ imagePath: objectPath, title: 'evil.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Upload Failed/);
    expect(await t.app.storage.stat(objectPath)).toBeNull();
  });

  it('refuses a truncated image and deletes it', async () => {
    const whole = await phoneJpeg(1200, 900);
    const { objectPath } = await upload(whole.subarray(0, whole.length >> 1));
    const res = await createImage({ imagePath: objectPath });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Upload Failed/);
    expect(await t.app.storage.stat(objectPath)).toBeNull();
  });

  it('refuses a path that is not an upload, an unknown event and fields it does not know', async () => {
    const { objectPath } = await upload(await phoneJpeg(300, 200));
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ imagePath: 'images/00000000-0000-0000-0000-000000000000/original.jpg' }, /^Upload Failed/],
      [{ imagePath: objectPath, eventId: '00000000-0000-4000-8000-000000000000' }, /Unknown event/],
      [{ imagePath: objectPath, eventId: 'not-an-id' }, /Unknown event/],
      [{ imagePath: objectPath, title: 'x'.repeat(201) }, /at most 200/],
      [{ imagePath: objectPath, uploadedBy: 'someone' }, /./],
      [{}, /./],
    ];
    for (const [payload, message] of cases) {
      const res = await createImage(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    // Refusing the request did not consume the upload: it can still become an image.
    expect((await createImage({ imagePath: objectPath })).statusCode).toBe(201);
  });

  it('removes abandoned uploads once they are old enough, and nothing else', async () => {
    const { objectPath } = await upload(await phoneJpeg(100, 100));
    const kept = await t.app.images.processUpload((await upload(await phoneJpeg(100, 100))).objectPath);
    expect(await t.app.storage.deleteOlderThan(PENDING_PREFIX, new Date(Date.now() - 60_000))).toBe(0);
    expect(await t.app.storage.stat(objectPath)).not.toBeNull();
    expect(
      await t.app.storage.deleteOlderThan(PENDING_PREFIX, new Date(Date.now() + 60_000)),
    ).toBeGreaterThan(0);
    expect(await t.app.storage.stat(objectPath)).toBeNull();
    expect(await t.app.storage.stat(kept.path)).not.toBeNull();
  });
}
