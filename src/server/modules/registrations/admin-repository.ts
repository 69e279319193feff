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
/** Export batches read at once: the database builds the next while this process writes out the current. */
const EXPORT_READS_IN_FLIGHT = 2;

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

/** One exported registration as the export query sends it: its fields in order. */
type ExportedRow = [
  id: string,
  fullName: string,
  email: string,
  phone: string | null,
  guestCount: number,
  selectedActivities: RegistrationRow['selectedActivities'],
  selectedActivityNames: RegistrationRow['selectedActivityNames'],
  activityResponses: RegistrationRow['activityResponses'],
  notes: string | null,
  adminComment: string | null,
  status: RegistrationRow['status'],
  checkedIn: number,
  checkInMs: number[] | null,
  createdMs: number,
  tickets: RegistrationRow['tickets'],
  guests: RegistrationRow['guests'],
  answers: RegistrationRow['answers'],
];

/** The batch's registrations as the export shows them, one at a time as the consumer asks. */
function* exportedRegistrations(
  rows: ExportedRow[],
  waitlistPositions: Map<string, number>,
): Generator<ExportedRegistration> {
  for (const row of rows)
    yield {
      fullName: row[1],
      email: row[2],
      phone: row[3],
      guestCount: row[4],
      selectedActivities: row[5],
      selectedActivityNames: row[6],
      activityResponses: row[7],
      notes: row[8],
      adminComment: row[9],
      status: row[10],
      waitlistPosition: waitlistPositions.get(row[0]) ?? null,
      checkedIn: row[11],
      checkInTimes: (row[12] ?? []).map((ms) => new Date(ms)),
      createdAt: new Date(row[13]),
      tickets: row[14],
      guests: row[15],
      answers: row[16],
    };
}

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
     * What the CSV export needs of an event's registrations, oldest first, a batch of about BATCH_SIZE at a time, each
     * read as one JSON document: the embedded database's driver copies every field of every row on its own,
     * which made decoding most of an export's time. One first query finds where each batch ends (every
     * BATCH_SIZE-th row's created_at, as text: a JS Date would drop its microseconds), so batches are ranges that
     * can be read EXPORT_READS_IN_FLIGHT at a time while the consumer works through the earliest; a row added
     * meanwhile lands in its range, and none is read twice. Waitlist positions are counted once for the event's
     * waitlist, rather than again for every waitlisted row.
     */
    async *streamForExport(
      eventId: string,
      batchSize = BATCH_SIZE,
    ): AsyncGenerator<Iterable<ExportedRegistration>> {
      const [ends, waitlist] = await Promise.all([
        db.execute<{ createdAt: string; id: string }>(sql`
          select created_at::text as "createdAt", id from (
            select created_at, id, row_number() over (order by created_at, id) as n
            from ${registrations} where event_id = ${eventId}
          ) as numbered
          where n % ${batchSize} = 0
          order by n`),
        // A place in the line: how many of the event's waitlisted are at its order or before (the window's
        // default frame counts the rows up to and with its peers), as the list's position says.
        db.execute<{ id: string; position: number }>(sql`
          select id, (count(*) over (order by waitlist_order))::int as position
          from ${registrations} where event_id = ${eventId} and status = 'waitlisted'`),
      ]);
      const cuts = ends.rows;
      const waitlistPositions = new Map(waitlist.rows.map((row) => [row.id, row.position]));
      type Cut = { createdAt: string; id: string };
      const after = (cut: Cut | undefined) =>
        cut ? sql`and (created_at, id) > (${cut.createdAt}::timestamptz, ${cut.id}::uuid)` : sql``;
      const upTo = (cut: Cut | undefined) =>
        cut ? sql`and (created_at, id) <= (${cut.createdAt}::timestamptz, ${cut.id}::uuid)` : sql``;
      /**
       * The rows after `from` up to `to`, in order. The limit lets the index scan stop (a row comparison is not
       * an end of the scan by itself); a range that gained rows since the cuts were read is read on from its
       * last row.
       */
      const readRange = async (from: Cut | undefined, to: Cut | undefined): Promise<ExportedRow[]> => {
        const result = await db.execute<{ batch: string }>(sql`
          select coalesce(json_agg(json_build_array(
            id, full_name, email, phone, guest_count, selected_activities, selected_activity_names,
            activity_responses, notes, admin_comment, status, checked_in_people,
            -- The row keeps the sum of its live check-ins; their times are read only for a party that has some.
            case when checked_in_people > 0 then
              (select json_agg((extract(epoch from c.created_at) * 1000)::float8 order by c.created_at)
               from ${checkIns} c where c.registration_id = r.id and c.undone_at is null)
            end,
            (extract(epoch from created_at) * 1000)::float8, tickets, guests, answers
          ) order by created_at, id), '[]')::text as batch
          from (
            select * from ${registrations}
            where event_id = ${eventId} ${after(from)} ${upTo(to)}
            order by created_at, id
            limit ${batchSize}
          ) as r`);
        const rows = JSON.parse(result.rows[0]?.batch ?? '[]') as ExportedRow[];
        const last = rows.at(-1);
        if (rows.length < batchSize || !last || last[0] === to?.id) return rows;
        const [lastCut] = (
          await db.execute<Cut>(
            sql`select created_at::text as "createdAt", id from ${registrations} where id = ${last[0]}`,
          )
        ).rows;
        return lastCut ? rows.concat(await readRange(lastCut, to)) : rows;
      };
      const readBatch = (index: number) => {
        const batch = readRange(cuts[index - 1], cuts[index]);
        // Awaited below; if the consumer stops early, a failure must not surface as an unhandled rejection.
        batch.catch(() => {});
        return batch;
      };
      const batches = cuts.length + 1;
      const reading: Promise<ExportedRow[]>[] = [];
      let nextBatch = 0;
      const readAhead = () => {
        while (reading.length < EXPORT_READS_IN_FLIGHT && nextBatch < batches)
          reading.push(readBatch(nextBatch++));
      };
      readAhead();
      for (let batch = reading.shift(); batch; batch = reading.shift()) {
        const rows = await batch;
        readAhead();
        yield exportedRegistrations(rows, waitlistPositions);
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
