import type { PublicVendor } from '@shared/schemas/stalls';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stallApplications } from '../../db/schema';

export type StallApplicationRow = typeof stallApplications.$inferSelect;
export type NewStallApplicationRow = typeof stallApplications.$inferInsert;

export function createStallApplicationsRepository(db: Db) {
  return {
    /** Stores an application (in the caller's transaction, which holds its event's row: stall-application-service.ts). */
    async insert(values: NewStallApplicationRow, tx: Db = db): Promise<StallApplicationRow> {
      const [row] = await tx.insert(stallApplications).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
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
