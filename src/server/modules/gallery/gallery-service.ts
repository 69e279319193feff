import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import type { ImageProcessor } from '../../plugins/images/image-processor';
import { eventsReader } from '../events/events-service';
import { createGalleryRepository, type GalleryImageRow, type NewGalleryImageRow } from './repository';

export type GalleryDeps = {
  db: Db;
  timeZone: string;
  images: ImageProcessor;
  log: { error(details: object, message: string): void };
};

/** Adds a stored image to the gallery (the demo content's photos). */
export const addGalleryImage = (db: Db, image: NewGalleryImageRow): Promise<GalleryImageRow> =>
  createGalleryRepository(db).insert(image);

/** An event's photos, for its page. */
export const galleryImagesOfEvent = (db: Db, eventId: string): Promise<GalleryImageRow[]> =>
  createGalleryRepository(db).listForEvent(eventId);

/**
 * Adds an uploaded image (objectPath or upload URL) to the gallery, verified and resized, optionally as an event's
 * (400 naming eventId for an unknown event).
 */
export async function addUploadedGalleryImage(
  { db, timeZone, images }: GalleryDeps,
  uploadedBy: string,
  input: { imagePath: string; title: string | null; caption: string | null; eventId: string | null },
): Promise<GalleryImageRow> {
  const { imagePath, title, caption, eventId } = input;
  if (eventId && !(await eventsReader(db, timeZone).findById(eventId)))
    throw badRequest('Unknown event', 'eventId');
  const image = await images.processUpload(imagePath);
  try {
    return await createGalleryRepository(db).insert({
      imagePath: image.path,
      width: image.width,
      height: image.height,
      variants: image.variants,
      title,
      caption,
      eventId,
      uploadedBy,
    });
  } catch (err) {
    // No record points at the files (the event may have been deleted meanwhile): do not keep them.
    await images.deleteImage(image).catch(() => {});
    throw err;
  }
}

/** Deletes a gallery image and its files; null when there is none. */
export async function deleteGalleryImage(
  { db, images, log }: GalleryDeps,
  id: string,
): Promise<GalleryImageRow | null> {
  const row = await createGalleryRepository(db).deleteById(id);
  if (!row) return null;
  try {
    await images.deleteImage({ path: row.imagePath, variants: row.variants });
  } catch (err) {
    // The record is gone, so visitors no longer see the image; orphaned files are only disk space.
    log.error({ err, imagePath: row.imagePath }, 'could not delete the files of a gallery image');
  }
  return row;
}
