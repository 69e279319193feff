import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventVideos } from '../../db/schema';
import { isUuid } from '../../lib/uuid';
import type { EventVideoRow } from './repository';

export function createVideosAdminRepository(db: Db) {
  return {
    async deleteById(id: string, tx: Db = db): Promise<EventVideoRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await tx.delete(eventVideos).where(eq(eventVideos.id, id)).returning();
      return row ?? null;
    },
  };
}
