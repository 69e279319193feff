import type { StoredVariant } from '../../db/schema';

/** An uploaded image after verification and processing: its original, its size and its responsive variants. */
export type ProcessedImage = { path: string; width: number; height: number; variants: StoredVariant[] };

/**
 * Turns an uploaded object into a stored, verified image (uploads issue): checks the bytes are a real image,
 * strips metadata, writes WebP variants. Used by gallery, event image and featured image routes.
 */
export interface ImageProcessor {
  /** objectPath is what the upload call answered (or the upload URL without its query string). */
  processUpload(objectPath: string): Promise<ProcessedImage>;
  /** Deletes an image's original and variants from storage. */
  deleteImage(image: { path: string; variants: StoredVariant[] }): Promise<void>;
}
