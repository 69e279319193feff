import { eventStatusOf } from '@shared/event-time';
import type { EventReport, ReportsOverview } from '@shared/schemas/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkIns, events, registrations } from '../../db/schema';
import type { EventRow } from '../events/event-row';
import { answerCounts, ticketTypeCounts } from './breakdowns';

// The admin's reports (docs/product-rules.md, "Insights"): counted in the database, a handful of aggregates per
// event, so an event of 10,000 registrations answers well within its budget (docs/architecture.md).

/** "2026-09-03" → "2026-09-04". */
const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
/** "2026-10-18T17:45" → "2026-10-18T18:00" (wall-clock arithmetic: the quarter hours a door sees). */
const nextQuarter = (at: string) =>
  new Date(Date.parse(`${at}:00Z`) + 15 * 60_000).toISOString().slice(0, 16);

/** A share rounded to three places. */
const ratio = (part: number, whole: number | null) =>
  whole ? Math.round((part / whole) * 1000) / 1000 : null;

/** Every key from the first to the last, those without a row as `empty(key)`. */
function filled<T>(
  rows: T[],
  keyOf: (row: T) => string,
  next: (key: string) => string,
  empty: (key: string) => T,
) {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return [];
  const byKey = new Map(rows.map((row) => [keyOf(row), row] as const));
  const all: T[] = [];
  for (let key = keyOf(first); key <= keyOf(last); key = next(key)) all.push(byKey.get(key) ?? empty(key));
  return all;
}

export function createReportsRepository(db: Db, timeZone: string) {
  /** Live registrations (confirmed and waitlisted): what the breakdowns count. */
  const live = (eventId: string) =>
    sql`${registrations.eventId} = ${eventId} and ${registrations.status} <> 'cancelled'`;

  return {
    async eventReport(event: EventRow, now = new Date()): Promise<EventReport> {
      const [totals, days, sizes, sources, arrivals, answers] = await Promise.all([
        db.execute<{
          confirmed_people: number;
          waitlisted_people: number;
          cancelled_parties: number;
          not_arrived: number;
        }>(sql`
          select
            coalesce(sum(guest_count) filter (where status = 'confirmed'), 0)::int as confirmed_people,
            coalesce(sum(guest_count) filter (where status = 'waitlisted'), 0)::int as waitlisted_people,
            (count(*) filter (where status = 'cancelled'))::int as cancelled_parties,
            coalesce(sum(greatest(guest_count - checked_in_people, 0)) filter (where status = 'confirmed'), 0)::int
              as not_arrived
          from ${registrations} where ${registrations.eventId} = ${event.id}`),
        db.execute<{ date: string; parties: number; people: number }>(sql`
          select to_char(${registrations.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD') as date,
            count(*)::int as parties, sum(${registrations.guestCount})::int as people
          from ${registrations} where ${live(event.id)}
          group by 1 order by 1`),
        db.execute<{ size: number; parties: number }>(sql`
          select ${registrations.guestCount} as size, count(*)::int as parties
          from ${registrations} where ${live(event.id)}
          group by 1 order by 1`),
        db.execute<{ source: string; parties: number; people: number }>(sql`
          select coalesce(${registrations.source}, 'unknown') as source, count(*)::int as parties,
            sum(${registrations.guestCount})::int as people
          from ${registrations} where ${live(event.id)}
          group by 1 order by people desc, source`),
        db.execute<{ at: string; people: number }>(sql`
          select to_char(date_trunc('hour', local) + floor(extract(minute from local) / 15) * interval '15 minutes',
              'YYYY-MM-DD"T"HH24:MI') as at,
            sum(people)::int as people
          from (
            select ${checkIns.createdAt} at time zone ${timeZone} as local, ${checkIns.people} as people
            from ${checkIns} where ${checkIns.eventId} = ${event.id} and ${checkIns.undoneAt} is null
          ) as arrival
          group by 1 order by 1`),
        answerCounts(db, event, timeZone),
      ]);
      const total = totals.rows[0];
      let cumulativePeople = 0;
      const signUpsByDay = filled(
        days.rows,
        (row) => row.date,
        nextDay,
        (date) => ({ date, parties: 0, people: 0 }),
      ).map((day) => {
        cumulativePeople += day.people;
        return { ...day, cumulativePeople };
      });
      const arrivalsByQuarterHour = filled(
        arrivals.rows,
        (row) => row.at,
        nextQuarter,
        (at) => ({ at, people: 0 }),
      );
      const ended = eventStatusOf(event, timeZone, now) === 'ended';
      return {
        capacity: event.capacity,
        confirmedPeople: total?.confirmed_people ?? 0,
        waitlistedPeople: total?.waitlisted_people ?? 0,
        cancelledParties: total?.cancelled_parties ?? 0,
        checkedInPeople: arrivals.rows.reduce((sum, row) => sum + row.people, 0),
        noShowPeople: ended ? (total?.not_arrived ?? 0) : null,
        signUpsByDay,
        arrivalsByQuarterHour,
        partySizes: sizes.rows,
        sources: sources.rows,
        ticketTypes: await ticketTypeCounts(db, event, cumulativePeople),
        answers,
      };
    },

    /**
     * Every event (not cancelled) starting from `from` to `to` in the site's zone, with its figures, and the people
     * who came back: an address checked in at more than one of these events. A party's people count with its
     * address; a walk-up without one is never returning.
     */
    async overview(from: string, to: string, now = new Date()): Promise<ReportsOverview> {
      const { rows } = await db.execute<{
        id: string;
        slug: string;
        title: string;
        date: string;
        starts_at: string;
        ends_at: string | null;
        time_known: boolean;
        capacity: number | null;
        confirmed_people: number;
        arrived_people: number;
        not_arrived: number;
        returning_people: number;
        returning_attendees: number;
      }>(sql`
        with period as (
          select id, slug, title, starts_at, ends_at, time_known, capacity,
            to_char(starts_at at time zone ${timeZone}, 'YYYY-MM-DD') as date
          from ${events}
          where status <> 'cancelled'
            and (starts_at at time zone ${timeZone})::date between ${from}::date and ${to}::date
        ),
        party as (
          select r.event_id, r.status, r.guest_count, r.checked_in_people, lower(r.email) as email
          from ${registrations} r join period on period.id = r.event_id
        ),
        came_back as (
          select email from party where checked_in_people > 0 and email is not null
          group by email having count(distinct event_id) > 1
        )
        select period.id, period.slug, period.title, period.date, period.starts_at, period.ends_at,
          period.time_known, period.capacity,
          coalesce(sum(party.guest_count) filter (where party.status = 'confirmed'), 0)::int as confirmed_people,
          coalesce(sum(party.checked_in_people), 0)::int as arrived_people,
          coalesce(sum(greatest(party.guest_count - party.checked_in_people, 0))
            filter (where party.status = 'confirmed'), 0)::int as not_arrived,
          coalesce(sum(party.checked_in_people) filter (where party.email in (select email from came_back)), 0)::int
            as returning_people,
          (select count(*) from came_back)::int as returning_attendees
        from period left join party on party.event_id = period.id
        group by period.id, period.slug, period.title, period.date, period.starts_at, period.ends_at,
          period.time_known, period.capacity
        order by period.starts_at, period.id`);
      const returningAttendees = rows[0]?.returning_attendees ?? 0;
      return {
        from,
        to,
        returningAttendees,
        events: rows.map((row) => {
          const timing = {
            startsAt: new Date(row.starts_at),
            endsAt: row.ends_at ? new Date(row.ends_at) : null,
            timeKnown: row.time_known,
            status: 'scheduled',
          };
          return {
            id: row.id,
            slug: row.slug,
            title: row.title,
            date: row.date,
            capacity: row.capacity,
            confirmedPeople: row.confirmed_people,
            arrivedPeople: row.arrived_people,
            noShowPeople: eventStatusOf(timing, timeZone, now) === 'ended' ? row.not_arrived : null,
            fillRate: ratio(row.confirmed_people, row.capacity),
            returningPeople: row.returning_people,
            returningShare: ratio(row.returning_people, row.arrived_people),
          };
        }),
      };
    },
  };
}
