import type { Db } from '../../db/client';
import { createGalleryRepository, type GalleryImageRow, type NewGalleryImageRow } from './repository';

/** Adds a stored image to the gallery (the demo content's photos). */
export const addGalleryImage = (db: Db, image: NewGalleryImageRow): Promise<GalleryImageRow> =>
  createGalleryRepository(db).insert(image);

/** An event's photos, for its page. */
export const galleryImagesOfEvent = (db: Db, eventId: string): Promise<GalleryImageRow[]> =>
  createGalleryRepository(db).listForEvent(eventId);
