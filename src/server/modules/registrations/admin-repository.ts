import type { Attendance, RegistrationStats } from '@shared/schemas/admin-registrations';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrations } from '../../db/schema';
import { isUuid } from '../events/repository';
import type { RegistrationRow } from './repository';

const BATCH_SIZE = 1000;

/** A registration as the CSV export shows it. */
export type ExportedRegistration = Pick<
  RegistrationRow,
  | 'fullName'
  | 'email'
  | 'phone'
  | 'guestCount'
  | 'selectedActivities'
  | 'activityResponses'
  | 'notes'
  | 'adminComment'
  | 'status'
  | 'createdAt'
> & { waitlistPosition: number | null };

/** One exported registration as the export query sends it: its fields in order, then the cursor (id, created_at). */
type ExportedRow = [
  fullName: string,
  email: string,
  phone: string | null,
  guestCount: number,
  selectedActivities: RegistrationRow['selectedActivities'],
  activityResponses: RegistrationRow['activityResponses'],
  notes: string | null,
  adminComment: string | null,
  status: RegistrationRow['status'],
  waitlistPosition: number | null,
  createdMs: number,
  id: string,
  createdAt: string,
];

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
     * What the CSV export needs of an event's registrations, oldest first, read by keyset pagination in batches,
     * each as one JSON document: the embedded database's driver copies every field of every row on its own,
     * which made decoding most of an export's time. The cursor keeps created_at as text (a JS Date would drop its
     * microseconds and repeat rows). The next batch is read while the consumer works through the current one.
     */
    async *streamForExport(eventId: string): AsyncGenerator<ExportedRegistration> {
      const readBatch = (after: ExportedRow | null) => {
        const batch = db
          .execute<{ batch: string }>(sql`
            select coalesce(json_agg(json_build_array(
              full_name, email, phone, guest_count, selected_activities, activity_responses, notes,
              admin_comment, status, waitlist_position,
              (extract(epoch from created_at) * 1000)::float8, id, created_at::text
            ) order by created_at, id), '[]')::text as batch
            from (
              select *, case when status = 'waitlisted' then
                  (select count(*) from ${registrations} w
                   where w.event_id = r.event_id and w.status = 'waitlisted' and w.waitlist_order <= r.waitlist_order)
                end as waitlist_position
              from ${registrations} r
              where event_id = ${eventId}
                ${after ? sql`and (created_at, id) > (${after[12]}::timestamptz, ${after[11]}::uuid)` : sql``}
              order by created_at, id
              limit ${BATCH_SIZE}
            ) as page`)
          .then((result) => {
            const [row] = result.rows;
            return JSON.parse(row?.batch ?? '[]') as ExportedRow[];
          });
        // Awaited below; if the consumer stops early, a failure must not surface as an unhandled rejection.
        batch.catch(() => {});
        return batch;
      };
      let next = readBatch(null);
      for (;;) {
        const batch = await next;
        const last = batch.at(-1);
        const more = last !== undefined && batch.length === BATCH_SIZE;
        if (more) next = readBatch(last);
        for (const row of batch) {
          yield {
            fullName: row[0],
            email: row[1],
            phone: row[2],
            guestCount: row[3],
            selectedActivities: row[4],
            activityResponses: row[5],
            notes: row[6],
            adminComment: row[7],
            status: row[8],
            waitlistPosition: row[9],
            createdAt: new Date(row[10]),
          };
        }
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

    /** People confirmed and waitlisted, and cancelled registrations, of one event. */
    async attendance(eventId: string, capacity: number | null): Promise<Attendance> {
      const [row] = await db
        .select({
          confirmedPeople: sql<number>`coalesce(sum(${registrations.guestCount}) filter (where ${registrations.status} = 'confirmed'), 0)::int`,
          waitlistedPeople: sql<number>`coalesce(sum(${registrations.guestCount}) filter (where ${registrations.status} = 'waitlisted'), 0)::int`,
          cancelledRegistrations: sql<number>`(count(*) filter (where ${registrations.status} = 'cancelled'))::int`,
        })
        .from(registrations)
        .where(eq(registrations.eventId, eventId));
      return {
        capacity,
        confirmedPeople: row?.confirmedPeople ?? 0,
        waitlistedPeople: row?.waitlistedPeople ?? 0,
        cancelledRegistrations: row?.cancelledRegistrations ?? 0,
      };
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
