import type { PublicVendor } from '@shared/schemas/stalls';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stallApplications } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { lockEventStatus } from '../events/events-service';

export type StallApplicationRow = typeof stallApplications.$inferSelect;
export type NewStallApplicationRow = typeof stallApplications.$inferInsert;

export function createStallApplicationsRepository(db: Db) {
  return {
    /**
     * Stores an application, holding its event's row while reading the event's status: 'cancelled' when the
     * event was cancelled meanwhile (nothing is stored once a cancellation has committed), 'no-event' when it
     * was deleted, 'duplicate' when the event already has one from that email for that business name (the unique
     * index on (event_id, lower(email), lower(business_name)) decides, so simultaneous submissions cannot both
     * succeed).
     */
    async insert(
      values: NewStallApplicationRow,
    ): Promise<StallApplicationRow | 'duplicate' | 'cancelled' | 'no-event'> {
      try {
        return await db.transaction(async (tx) => {
          const status = await lockEventStatus(tx, values.eventId);
          if (status === null) return 'no-event';
          if (status === 'cancelled') return 'cancelled';
          const [row] = await tx.insert(stallApplications).values(values).returning();
          if (!row) throw new Error('insert returned no row');
          return row;
        });
      } catch (err) {
        if (isUniqueViolation(err)) return 'duplicate';
        throw err;
      }
    },

    async countApproved(eventId: string, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(stallApplications)
        .where(and(eq(stallApplications.eventId, eventId), eq(stallApplications.status, 'approved')));
      return row?.n ?? 0;
    },

    /** Approved vendors who agreed to be listed, by name: only what the public may see. */
    listPublicVendors(eventId: string): Promise<PublicVendor[]> {
      return db
        .select({
          businessName: stallApplications.businessName,
          businessType: stallApplications.businessType,
          productsServices: stallApplications.productsServices,
        })
        .from(stallApplications)
        .where(
          and(
            eq(stallApplications.eventId, eventId),
            eq(stallApplications.status, 'approved'),
            eq(stallApplications.listPublicly, true),
          ),
        )
        .orderBy(asc(stallApplications.businessName), asc(stallApplications.id));
    },
  };
}
export type StallApplicationsRepository = ReturnType<typeof createStallApplicationsRepository>;
