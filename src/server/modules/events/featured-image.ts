import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { StoredVariant } from '../../db/schema';
import type { ImageProcessor } from '../../plugins/images/image-processor';
import type { Storage } from '../../plugins/storage/storage';
import type { EventRow, NewEventRow } from './event-row';

export type StoredImage = { path: string; variants: StoredVariant[] };

/** What the featured image's files need: the image processor and storage, and a log for files left behind. */
export type ImageFiles = {
  images: ImageProcessor;
  storage: Storage;
  log: { error(details: object, message: string): void };
};

export type FeaturedImageChange = {
  set: Partial<NewEventRow>;
  /** The old image, to delete once the row no longer points at it. */
  replaced: StoredImage | null;
  /** The new image, to delete again if the row is not saved. */
  added: StoredImage | null;
};

const UNCHANGED: FeaturedImageChange = { set: {}, replaced: null, added: null };

/**
 * What the payload's featuredImage asks for: unchanged (left out, or the current image's key or URL), removed
 * (null or empty), or a new upload, verified and processed now.
 */
export async function featuredImageChange(
  files: ImageFiles,
  value: string | null | undefined,
  current: EventRow | null,
): Promise<FeaturedImageChange> {
  const currentImage = current?.featuredImage
    ? { path: current.featuredImage, variants: current.featuredImageVariants }
    : null;
  if (value === undefined) return UNCHANGED;
  if (currentImage && (value === currentImage.path || value === files.storage.urlFor(currentImage.path))) {
    return UNCHANGED;
  }
  if (value === null || value === '') {
    return {
      set: {
        featuredImage: null,
        featuredImageWidth: null,
        featuredImageHeight: null,
        featuredImageVariants: [],
      },
      replaced: currentImage,
      added: null,
    };
  }
  const processed = await files.images.processUpload(value);
  return {
    set: {
      featuredImage: processed.path,
      featuredImageWidth: processed.width,
      featuredImageHeight: processed.height,
      featuredImageVariants: processed.variants,
    },
    replaced: currentImage,
    added: { path: processed.path, variants: processed.variants },
  };
}

/** Deletes images' files; a failure is logged, not raised (the row is already gone or changed). */
export async function deleteImageFiles(files: ImageFiles, images: StoredImage[]): Promise<void> {
  for (const image of images) {
    try {
      await files.images.deleteImage(image);
    } catch (err) {
      files.log.error({ err, path: image.path }, 'could not delete image files');
    }
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};
const contentTypeOf = (key: string) =>
  CONTENT_TYPES[path.posix.extname(key).toLowerCase()] ?? 'application/octet-stream';

/** The featured image's files copied under a new folder, so a copy of the event survives the original's deletion. */
export async function copyFeaturedImage(files: ImageFiles, row: EventRow): Promise<Partial<NewEventRow>> {
  if (!row.featuredImage) return {};
  const folder = `images/${randomUUID()}`;
  const copy = async (key: string) => {
    const target = `${folder}/${path.posix.basename(key)}`;
    const bytes = await files.storage.read(key);
    if (bytes) await files.storage.put(target, bytes, contentTypeOf(key));
    return target;
  };
  const variants: StoredVariant[] = [];
  for (const v of row.featuredImageVariants) variants.push({ width: v.width, path: await copy(v.path) });
  return {
    featuredImage: await copy(row.featuredImage),
    featuredImageWidth: row.featuredImageWidth,
    featuredImageHeight: row.featuredImageHeight,
    featuredImageVariants: variants,
  };
}
