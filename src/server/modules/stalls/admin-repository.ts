import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stallApplications } from '../../db/schema';
import { isUuid } from '../events/repository';
import type { StallApplicationRow } from './repository';

export function createStallApplicationsAdminRepository(db: Db) {
  return {
    /** One event's applications (or all of them), newest first. */
    list(eventId?: string): Promise<StallApplicationRow[]> {
      return db
        .select()
        .from(stallApplications)
        .where(eventId ? eq(stallApplications.eventId, eventId) : undefined)
        .orderBy(desc(stallApplications.createdAt), desc(stallApplications.id));
    },

    async deleteById(id: string): Promise<StallApplicationRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.delete(stallApplications).where(eq(stallApplications.id, id)).returning();
      return row ?? null;
    },
  };
}
