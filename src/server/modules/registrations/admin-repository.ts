import type { RegistrationStats } from '@shared/schemas/admin-registrations';
import { and, asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrations } from '../../db/schema';
import { isUuid } from '../events/repository';
import type { RegistrationRow } from './repository';

const BATCH_SIZE = 1000;

export function createRegistrationsAdminRepository(db: Db, timeZone: string) {
  return {
    listForEvent(eventId: string): Promise<RegistrationRow[]> {
      return db
        .select()
        .from(registrations)
        .where(eq(registrations.eventId, eventId))
        .orderBy(desc(registrations.createdAt), desc(registrations.id));
    },

    /**
     * All of an event's registrations, oldest first, read in batches by keyset pagination for streaming. The
     * cursor keeps created_at as text: a JS Date would drop its microseconds and repeat rows. The next batch is
     * already being read while the consumer works through the current one.
     */
    async *streamForEvent(eventId: string): AsyncGenerator<RegistrationRow> {
      const readBatch = (after: { createdAt: string; id: string } | null) => {
        const where: SQL | undefined = after
          ? and(
              eq(registrations.eventId, eventId),
              sql`(${registrations.createdAt}, ${registrations.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
            )
          : eq(registrations.eventId, eventId);
        const batch = db
          .select({
            ...getTableColumns(registrations),
            cursor: sql<string>`${registrations.createdAt}::text`,
          })
          .from(registrations)
          .where(where)
          .orderBy(asc(registrations.createdAt), asc(registrations.id))
          .limit(BATCH_SIZE)
          .then((rows) => rows);
        // Awaited below; if the consumer stops early, a failure must not surface as an unhandled rejection.
        batch.catch(() => {});
        return batch;
      };
      let next = readBatch(null);
      for (;;) {
        const batch = await next;
        const last = batch.at(-1);
        const more = last !== undefined && batch.length === BATCH_SIZE;
        if (more) next = readBatch({ createdAt: last.cursor, id: last.id });
        for (const { cursor: _cursor, ...row } of batch) yield row;
        if (!more) return;
      }
    },

    /** Counts over all registrations, or one event's; "today" is the current calendar day in the site's zone. */
    async stats(eventId?: string): Promise<RegistrationStats> {
      const [row] = await db
        .select({
          totalRegistrations: sql<number>`count(*)::int`,
          totalGuests: sql<number>`coalesce(sum(${registrations.guestCount}), 0)::int`,
          todayRegistrations: sql<number>`(count(*) filter (where (${registrations.createdAt} at time zone ${timeZone})::date = (now() at time zone ${timeZone})::date))::int`,
        })
        .from(registrations)
        .where(eventId ? eq(registrations.eventId, eventId) : undefined);
      return row ?? { totalRegistrations: 0, totalGuests: 0, todayRegistrations: 0 };
    },

    async setAdminComment(id: string, adminComment: string | null): Promise<RegistrationRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .update(registrations)
        .set({ adminComment, updatedAt: new Date() })
        .where(eq(registrations.id, id))
        .returning();
      return row ?? null;
    },

    async deleteById(id: string): Promise<RegistrationRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.delete(registrations).where(eq(registrations.id, id)).returning();
      return row ?? null;
    },
  };
}
export type RegistrationsAdminRepository = ReturnType<typeof createRegistrationsAdminRepository>;
