import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { galleryImages } from '../../db/schema';
import { isUuid } from '../events/repository';

export type GalleryImageRow = typeof galleryImages.$inferSelect;
export type NewGalleryImageRow = typeof galleryImages.$inferInsert;

export function createGalleryRepository(db: Db) {
  return {
    /** Every image, newest first. */
    listAll(): Promise<GalleryImageRow[]> {
      return db.select().from(galleryImages).orderBy(desc(galleryImages.createdAt), desc(galleryImages.id));
    },

    /** An event's photos, in the order they were added. */
    listForEvent(eventId: string): Promise<GalleryImageRow[]> {
      return db
        .select()
        .from(galleryImages)
        .where(eq(galleryImages.eventId, eventId))
        .orderBy(asc(galleryImages.createdAt), asc(galleryImages.id));
    },

    async insert(values: NewGalleryImageRow, tx: Db = db): Promise<GalleryImageRow> {
      const [row] = await tx.insert(galleryImages).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Deletes one image record, answering it (its files are the caller's to remove) or null if there was none. */
    async deleteById(id: string, tx: Db = db): Promise<GalleryImageRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await tx.delete(galleryImages).where(eq(galleryImages.id, id)).returning();
      return row ?? null;
    },
  };
}
export type GalleryRepository = ReturnType<typeof createGalleryRepository>;
