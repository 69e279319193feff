import { randomUUID } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@shared/constants';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { StoredVariant } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { createSemaphore } from '../../lib/semaphore';
import { pendingKeyFrom } from '../storage/pending-uploads';
import type { Storage } from '../storage/storage';
import type { ImageProcessor, ProcessedImage } from './image-processor';
import { type ImageType, sniffImageType } from './sniff-image-type';

/** Responsive widths (CSS pixels x device ratio for phone, tablet and desktop galleries); never upscaled. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
/** sharp's default is ~268 MP; a small file claiming huge dimensions (a decompression bomb) is refused. */
export const MAX_INPUT_PIXELS = 50_000_000;
const CONCURRENCY = 2;

const VARIANT_QUALITY = 78;
const IMAGE_KEY = /^images\/[0-9a-z-]+\/[0-9a-z_.-]+$/i;

type Format = { ext: string; contentType: string; encode: (image: Sharp) => Sharp };

// The original is re-encoded in its own format: decoding and encoding again drops metadata and anything
// hidden after the image data.
const FORMATS: Record<ImageType, Format> = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg', encode: (i) => i.jpeg({ quality: 88, mozjpeg: false }) },
  png: { ext: 'png', contentType: 'image/png', encode: (i) => i.png() },
  webp: { ext: 'webp', contentType: 'image/webp', encode: (i) => i.webp({ quality: 85 }) },
  gif: { ext: 'gif', contentType: 'image/gif', encode: (i) => i.gif() },
  avif: { ext: 'avif', contentType: 'image/avif', encode: (i) => i.avif({ quality: 60 }) },
};
// How sharp names each format in metadata() (AVIF is a HEIF container with AV1 compression).
const SHARP_FORMAT: Record<ImageType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

const failed = (status: number, reason: string) => new HttpError(status, `Upload Failed: ${reason}`);
const NOT_AN_IMAGE = 'the file is not a JPEG, PNG, WebP, GIF or AVIF image.';

/** Which widths to make for an image `width` pixels wide: the standard ones below it, plus its own if smaller. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? 0;
  if (width <= largest) widths.push(width);
  return widths;
}

/** The upload pipeline's sharp settings: bounded decoding, and a truncated file is an error, not grey pixels. */
const open = (input: Buffer) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', animated: false });

type Encoded = { key: string; data: Buffer; contentType: string };

async function encodeAll(
  input: Buffer,
  type: ImageType,
): Promise<{ width: number; height: number; files: Encoded[]; variants: StoredVariant[] }> {
  let meta: Metadata;
  try {
    // Only the header is read here, so the pixel limit is checked below, with a message that says so.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw failed(400, NOT_AN_IMAGE);
  }
  if (meta.format !== SHARP_FORMAT[type] || !meta.width || !meta.height) throw failed(400, NOT_AN_IMAGE);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw failed(400, `the image is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`);
  }

  const id = randomUUID();
  const format = FORMATS[type];
  try {
    // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless asked to, so EXIF
    // (GPS position, camera serial), XMP and IPTC are gone from every output.
    const { data, info } = await format.encode(open(input).rotate()).toBuffer({ resolveWithObject: true });
    const files: Encoded[] = [
      { key: `images/${id}/original.${format.ext}`, data, contentType: format.contentType },
    ];
    const variants: StoredVariant[] = [];
    for (const width of variantWidths(info.width)) {
      const key = `images/${id}/w${width}.webp`;
      const variant = await open(input)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: VARIANT_QUALITY })
        .toBuffer();
      files.push({ key, data: variant, contentType: 'image/webp' });
      variants.push({ width, path: key });
    }
    return { width: info.width, height: info.height, files, variants };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // sharp's messages name libvips internals; the admin needs to know the file itself is at fault.
    throw failed(400, 'the image file is damaged or incomplete.');
  }
}

/** Verifies, cleans and resizes uploads with sharp, storing the results in `storage` (see ImageProcessor). */
export function createImageProcessor(storage: Storage): ImageProcessor {
  const semaphore = createSemaphore(CONCURRENCY);
  // A double-submitted form must not make two images (and two deletions) of one upload.
  const inFlight = new Set<string>();

  const deleteKeys = async (keys: string[]) => {
    await Promise.all(keys.map((key) => storage.delete(key)));
  };

  return {
    async processUpload(objectPath: string): Promise<ProcessedImage> {
      const pendingKey = pendingKeyFrom(objectPath);
      if (!pendingKey) throw failed(400, 'this is not an uploaded file. Please upload the image again.');
      if (inFlight.has(pendingKey)) throw failed(409, 'this upload is already being saved.');
      inFlight.add(pendingKey);
      try {
        return await processPending(pendingKey);
      } finally {
        inFlight.delete(pendingKey);
      }
    },

    async deleteImage(image) {
      // Only files this processor made (or the demo seed, same layout): never whatever else a column may hold.
      const keys = [image.path, ...image.variants.map((v) => v.path)];
      await deleteKeys(keys.filter((key) => IMAGE_KEY.test(key)));
    },
  };

  async function processPending(pendingKey: string): Promise<ProcessedImage> {
    const stat = await storage.stat(pendingKey);
    if (!stat) throw failed(400, 'the uploaded file was not found. Please upload the image again.');
    try {
      // Local uploads are capped while they arrive; S3 presigned PUTs cannot be, so the size is checked here.
      if (stat.size > MAX_UPLOAD_BYTES) throw failed(413, 'the file is larger than 10 MB.');
      return await semaphore.run(async () => {
        const input = await storage.read(pendingKey);
        if (!input) throw failed(400, 'the uploaded file was not found. Please upload the image again.');
        const type = sniffImageType(input);
        if (!type) throw failed(400, NOT_AN_IMAGE);
        const { width, height, files, variants } = await encodeAll(input, type);
        const written: string[] = [];
        try {
          for (const file of files) {
            written.push(file.key);
            await storage.put(file.key, file.data, file.contentType);
          }
        } catch (err) {
          await deleteKeys(written).catch(() => {});
          throw err;
        }
        return { path: files[0]?.key ?? '', width, height, variants };
      });
    } finally {
      // Copied into images/ or refused: either way the pending object has served its purpose.
      await storage.delete(pendingKey);
    }
  }
}
