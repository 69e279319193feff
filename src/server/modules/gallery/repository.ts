import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, galleryImages } from '../../db/schema';
import { isUuid } from '../../lib/uuid';

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

    /** Published events with at least one photo, latest event first, with how many photos each has. */
    listAlbums(): Promise<{ slug: string; title: string; startsAt: Date; imageCount: number }[]> {
      return db
        .select({
          slug: events.slug,
          title: events.title,
          startsAt: events.startsAt,
          imageCount: count(galleryImages.id),
        })
        .from(events)
        .innerJoin(galleryImages, eq(galleryImages.eventId, events.id))
        .where(eq(events.published, true))
        .groupBy(events.id)
        .orderBy(desc(events.startsAt), asc(events.title));
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
