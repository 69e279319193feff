import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@shared/constants';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { hasGpsExif, phoneJpeg, solidPng } from '../../../../test/images';
import { HttpError } from '../../lib/http-error';
import { createLocalStorage } from '../storage/local-storage';
import { newPendingKey } from '../storage/pending-uploads';
import { createImageProcessor, variantWidths } from './create-image-processor';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-images-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const storage = createLocalStorage(root);
const images = createImageProcessor(storage);

/** Puts bytes where a browser upload would land, answering the objectPath. */
async function pending(bytes: Buffer): Promise<string> {
  const key = newPendingKey();
  await storage.put(key, bytes, 'application/octet-stream');
  return key;
}

async function refusal(objectPath: string): Promise<HttpError> {
  const err = await images.processUpload(objectPath).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

const exists = (key: string) => fs.existsSync(path.join(root, key));

describe('variantWidths', () => {
  it('makes 480, 960 and 1600 from large images and never upscales', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1000)).toEqual([480, 960, 1000]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

// Decoding and encoding megapixel images takes seconds when the machine is busy with other test files.
describe('createImageProcessor', { timeout: 30_000 }, () => {
  it('turns a phone photo into an upright, metadata-free original and WebP variants', async () => {
    const input = await phoneJpeg(2000, 1500);
    const before = await sharp(input).metadata();
    expect(hasGpsExif(before.exif)).toBe(true);
    const key = await pending(input);

    const image = await images.processUpload(key);

    // EXIF orientation 6 means the camera was held upright: the stored image is 1500 wide, 2000 high.
    expect(image).toMatchObject({ width: 1500, height: 2000 });
    expect(image.path).toMatch(/^images\/[0-9a-f-]{36}\/original\.jpg$/);
    expect(image.variants.map((v) => v.width)).toEqual([480, 960, 1500]);
    const original = await sharp(path.join(root, image.path)).metadata();
    expect(original).toMatchObject({ format: 'jpeg', width: 1500, height: 2000 });
    for (const meta of [original]) {
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    for (const variant of image.variants) {
      expect(variant.path).toBe(image.path.replace('original.jpg', `w${variant.width}.webp`));
      const meta = await sharp(path.join(root, variant.path)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width });
      expect(meta.height).toBe(Math.round((variant.width * 2000) / 1500));
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    // The pending upload was consumed.
    expect(exists(key)).toBe(false);
  });

  it('keeps a PNG a PNG, with one variant at its own width when it is small', async () => {
    const image = await images.processUpload(`/uploads/${await pending(await solidPng(300, 200))}`);
    expect(image).toMatchObject({ width: 300, height: 200 });
    expect(image.path).toMatch(/original\.png$/);
    expect(image.variants.map((v) => v.width)).toEqual([300]);
  });

  it('makes variants 480, 960 and 1600 wide from a wide image', async () => {
    const wide = await sharp({ create: { width: 3200, height: 1800, channels: 3, background: '#123' } })
      .webp()
      .toBuffer();
    const image = await images.processUpload(await pending(wide));
    expect(image.path).toMatch(/original\.webp$/);
    for (const variant of image.variants) {
      expect((await sharp(path.join(root, variant.path)).metadata()).width).toBe(variant.width);
    }
    expect(image.variants.map((v) => v.width)).toEqual([480, 960, 1600]);
  });

  it('takes GIF and AVIF too, judged by their bytes', async () => {
    const drawn = sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a9d8f' } });
    for (const [format, ext] of [
      ['gif', 'gif'],
      ['avif', 'avif'],
    ] as const) {
      const image = await images.processUpload(
        await pending(await drawn.clone().toFormat(format).toBuffer()),
      );
      expect(image.path.endsWith(`original.${ext}`)).toBe(true);
      expect(image.variants.map((v) => v.width)).toEqual([480, 640]);
    }
  });

  it('accepts the upload URL itself, with or without its query string', async () => {
    const key = await pending(await solidPng(10, 10));
    const image = await images.processUpload(`http://localhost:3000/uploads/${key}?expires=1&max=2&sig=x`);
    expect(image.width).toBe(10);
  });

  it('refuses an HTML page named .png and deletes it', async () => {
    const key = await pending(Buffer.from('<!doctype html><script>alert(1)</script>'));
    const err = await refusal(key);
    expect(err.statusCode).toBe(400);
    expect(err.message).toMatch(/^Upload Failed: the file is not a JPEG, PNG, WebP, GIF or AVIF image/);
    expect(exists(key)).toBe(false);
  });

  it('refuses a truncated image and deletes it', async () => {
    const whole = await phoneJpeg(800, 600);
    const key = await pending(whole.subarray(0, Math.floor(whole.length * 0.6)));
    const err = await refusal(key);
    expect(err.statusCode).toBe(400);
    expect(err.message).toMatch(/^Upload Failed/);
    expect(exists(key)).toBe(false);
  });

  it('refuses a small file that claims more than 50 megapixels', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    const key = await pending(bomb);
    const err = await refusal(key);
    expect(err.message).toMatch(/50 megapixels/);
    expect(exists(key)).toBe(false);
  });

  it('refuses more than 10 MB (what a presigned S3 PUT cannot prevent)', async () => {
    const key = await pending(Buffer.concat([await solidPng(10, 10), Buffer.alloc(MAX_UPLOAD_BYTES)]));
    expect((await refusal(key)).statusCode).toBe(413);
    expect(exists(key)).toBe(false);
  });

  it('refuses a missing upload and anything that is not a pending upload, touching nothing', async () => {
    expect((await refusal(newPendingKey())).message).toMatch(/not found/);
    const stored = await images.processUpload(await pending(await solidPng(20, 20)));
    for (const objectPath of [stored.path, `/uploads/${stored.path}`, '../../etc/passwd', '']) {
      expect((await refusal(objectPath)).statusCode).toBe(400);
    }
    expect(exists(stored.path)).toBe(true);
  });

  it('makes one image of one upload when a form is submitted twice at once', async () => {
    const key = await pending(await phoneJpeg(800, 600));
    const results = await Promise.allSettled([images.processUpload(key), images.processUpload(key)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 });
  });

  it('deleteImage removes the original and every variant', async () => {
    const image = await images.processUpload(await pending(await phoneJpeg(1200, 900)));
    const keys = [image.path, ...image.variants.map((v) => v.path)];
    expect(keys.every(exists)).toBe(true);
    await images.deleteImage(image);
    expect(keys.some(exists)).toBe(false);
    // Deleting again (or an image whose files are already gone) is fine.
    await images.deleteImage(image);
  });
});
