import type {
  Attendance,
  RegistrationFilter,
  RegistrationListItem,
  RegistrationSort,
  RegistrationStats,
} from '@shared/schemas/admin-registrations';
import { partyByType } from '@shared/schemas/registration-shape';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkIns, events, REGISTRATION_SEARCH_TEXT, registrations } from '../../db/schema';
import { isUuid } from '../../lib/uuid';
import type { RegistrantField, RegistrationRow } from './repository';

const BATCH_SIZE = 1000;

/** How many of a party have been checked in at the door, and when the last of them was. */
export type Arrival = { checkedIn: number; lastCheckedInAt: Date };

/** A registration as the CSV export shows it. */
export type ExportedRegistration = Pick<
  RegistrationRow,
  RegistrantField | 'adminComment' | 'status' | 'createdAt'
> & {
  waitlistPosition: number | null;
  /** People checked in (undone check-ins not counted), and when each check-in was made. */
  checkedIn: number;
  checkInTimes: Date[];
};

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
  checkedIn: number,
  checkInMs: number[] | null,
  createdMs: number,
  id: string,
  createdAt: string,
  selectedActivityNames: RegistrationRow['selectedActivityNames'],
  tickets: RegistrationRow['tickets'],
  guests: RegistrationRow['guests'],
  answers: RegistrationRow['answers'],
];

/** `%`, `_` and `\` match themselves in a search, not any text. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The registrations a filter keeps; an unknown event id keeps none. */
export function registrationFilterSql(
  filter: RegistrationFilter & { eventId?: string | null },
): SQL | undefined {
  return and(
    filter.eventId ? eq(registrations.eventId, filter.eventId) : undefined,
    filter.status ? eq(registrations.status, filter.status) : undefined,
    filter.checkedIn === 'true' ? sql`${registrations.checkedInPeople} > 0` : undefined,
    filter.checkedIn === 'false' ? eq(registrations.checkedInPeople, 0) : undefined,
    filter.q ? sql`${REGISTRATION_SEARCH_TEXT} like ${likePattern(filter.q)}` : undefined,
  );
}

export function createRegistrationsAdminRepository(db: Db, timeZone: string) {
  return {
    /** One page of the registrations of every event (or one) that match, and how many match in all. */
    async list(
      filter: RegistrationFilter,
      sort: RegistrationSort,
      order: 'asc' | 'desc',
      page: number,
      pageSize: number,
    ): Promise<{ items: RegistrationListItem[]; total: number; totalPeople: number }> {
      const where = registrationFilterSql(filter);
      const by = order === 'asc' ? asc : desc;
      const orderBy: SQL[] = {
        createdAt: [by(registrations.createdAt)],
        fullName: [by(sql`lower(${registrations.fullName})`), by(registrations.fullName)],
        people: [by(registrations.guestCount), desc(registrations.createdAt)],
        event: [by(events.title), by(events.startsAt), desc(registrations.createdAt)],
      }[sort];
      // The order's columns (and the id) first, the rest only for the page's rows: sorting an event's
      // registrations whole, every column of each, cost more than everything else a page does.
      const pageIds = (
        sort === 'event'
          ? db
              .select({ id: registrations.id })
              .from(registrations)
              .innerJoin(events, eq(events.id, registrations.eventId))
          : db.select({ id: registrations.id }).from(registrations)
      )
        .where(where)
        // The id last: rows that tie stay in one order from page to page. In the sort's direction, so the
        // order's index serves it to the end.
        .orderBy(...orderBy, by(registrations.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [rows, [counts]] = await Promise.all([
        db
          .select({
            row: registrations,
            eventTitle: events.title,
            eventStartsAt: events.startsAt,
            ticketTypes: events.ticketTypes,
            waitlistPosition: sql<number | null>`case when ${registrations.status} = 'waitlisted' then
              (select count(*)::int from ${registrations} w
               where w.event_id = ${registrations.eventId} and w.status = 'waitlisted'
                 and w.waitlist_order <= ${registrations.waitlistOrder}) end`,
          })
          .from(registrations)
          .innerJoin(events, eq(events.id, registrations.eventId))
          .where(inArray(registrations.id, pageIds))
          .orderBy(...orderBy, by(registrations.id)),
        db
          .select({
            total: sql<number>`count(*)::int`,
            totalPeople: sql<number>`coalesce(sum(${registrations.guestCount}), 0)::int`,
          })
          .from(registrations)
          .where(where),
      ]);
      return {
        total: counts?.total ?? 0,
        totalPeople: counts?.totalPeople ?? 0,
        items: rows.map(({ row, eventTitle, eventStartsAt, ticketTypes, waitlistPosition }) => ({
          id: row.id,
          eventId: row.eventId,
          eventTitle,
          eventStartsAt: eventStartsAt.toISOString(),
          fullName: row.fullName,
          email: row.email,
          phone: row.phone,
          people: row.guestCount,
          party: ticketTypes.length > 0 ? partyByType(row.tickets, ticketTypes) : null,
          tickets: row.tickets,
          status: row.status,
          waitlistPosition,
          checkedInPeople: row.checkedInPeople,
          adminComment: row.adminComment,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /** Ids of the registrations a filter keeps, oldest first, at most `limit`. */
    async matchingIds(where: SQL | undefined, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: registrations.id })
        .from(registrations)
        .where(where)
        .orderBy(asc(registrations.createdAt), asc(registrations.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

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
              admin_comment, status, waitlist_position, checked_in, check_in_ms,
              (extract(epoch from created_at) * 1000)::float8, id, created_at::text, selected_activity_names,
              tickets, guests, answers
            ) order by created_at, id), '[]')::text as batch
            from (
              select *, case when status = 'waitlisted' then
                  (select count(*) from ${registrations} w
                   where w.event_id = r.event_id and w.status = 'waitlisted' and w.waitlist_order <= r.waitlist_order)
                end as waitlist_position,
                -- The row keeps the sum of its live check-ins; their times are read only for a party that has some.
                checked_in_people as checked_in,
                case when checked_in_people > 0 then
                  (select json_agg((extract(epoch from c.created_at) * 1000)::float8 order by c.created_at)
                   from ${checkIns} c where c.registration_id = r.id and c.undone_at is null)
                end as check_in_ms
              from ${registrations} r
              where event_id = ${eventId}
                ${after ? sql`and (created_at, id) > (${after[14]}::timestamptz, ${after[13]}::uuid)` : sql``}
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
            selectedActivityNames: row[15],
            activityResponses: row[5],
            notes: row[6],
            adminComment: row[7],
            status: row[8],
            waitlistPosition: row[9],
            checkedIn: row[10],
            checkInTimes: (row[11] ?? []).map((ms) => new Date(ms)),
            createdAt: new Date(row[12]),
            tickets: row[16],
            guests: row[17],
            answers: row[18],
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
      const [arrived] = await db
        .select({ people: sql<number>`coalesce(sum(${checkIns.people}), 0)::int` })
        .from(checkIns)
        .where(and(eq(checkIns.eventId, eventId), isNull(checkIns.undoneAt)));
      return {
        capacity,
        confirmedPeople: row?.confirmedPeople ?? 0,
        waitlistedPeople: row?.waitlistedPeople ?? 0,
        cancelledRegistrations: row?.cancelledRegistrations ?? 0,
        checkedInPeople: arrived?.people ?? 0,
      };
    },

    /** People checked in per registration (of an event, or one), and when the last check-in was. */
    async arrivals(of: { eventId: string } | { registrationId: string }): Promise<Map<string, Arrival>> {
      const rows = await db
        .select({
          registrationId: checkIns.registrationId,
          checkedIn: sql<number>`sum(${checkIns.people})::int`,
          lastCheckedInAt: sql<Date>`max(${checkIns.createdAt})`.mapWith(checkIns.createdAt),
        })
        .from(checkIns)
        .where(
          and(
            'eventId' in of
              ? eq(checkIns.eventId, of.eventId)
              : eq(checkIns.registrationId, of.registrationId),
            isNull(checkIns.undoneAt),
          ),
        )
        .groupBy(checkIns.registrationId);
      return new Map(rows.map(({ registrationId, ...arrival }) => [registrationId, arrival] as const));
    },

    /** Live registrations per chosen option id, and those that chose any of `removing`. */
    async activityChoices(
      eventId: string,
      removing: string[],
    ): Promise<{ optionCounts: Record<string, number>; registrationsChoosingRemoved: number }> {
      const live = sql`${registrations.eventId} = ${eventId} and ${registrations.status} <> 'cancelled'`;
      const counts = await db.execute<{ id: string; n: number }>(sql`
        select option as id, count(*)::int as n
        from ${registrations}, jsonb_array_elements_text(${registrations.selectedActivities}) as option
        where ${live}
        group by option`);
      let registrationsChoosingRemoved = 0;
      if (removing.length > 0) {
        const ids = sql.join(
          removing.map((id) => sql`${id}`),
          sql`, `,
        );
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(registrations)
          .where(sql`${live} and ${registrations.selectedActivities} ?| array[${ids}]::text[]`);
        registrationsChoosingRemoved = row?.n ?? 0;
      }
      return {
        optionCounts: Object.fromEntries(counts.rows.map((row) => [row.id, row.n])),
        registrationsChoosingRemoved,
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
