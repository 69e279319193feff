import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventVideos } from '../../db/schema';

export type EventVideoRow = typeof eventVideos.$inferSelect;

export function createVideosRepository(db: Db) {
  return {
    listForEvent(eventId: string): Promise<EventVideoRow[]> {
      return db
        .select()
        .from(eventVideos)
        .where(eq(eventVideos.eventId, eventId))
        .orderBy(asc(eventVideos.createdAt), asc(eventVideos.id));
    },

    async insert(values: typeof eventVideos.$inferInsert, tx: Db = db): Promise<EventVideoRow> {
      const [row] = await tx.insert(eventVideos).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  };
}
export type VideosRepository = ReturnType<typeof createVideosRepository>;
