import type { StoredEventStatus } from '@shared/event-time';
import type { TicketLine } from '@shared/schemas/registration-shape';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idList } from '../../db/id-list';
import { keptPrepared } from '../../db/kept-prepared';
import {
  addHitsSql,
  type CounterIncrement,
  type CounterState,
} from '../../db/rate-limit-counters-repository';
import { events, type RegistrationStatus, registrations, type StoredTicketType } from '../../db/schema';
import type { Rows } from '../../db/transaction-in-trips';
import type { RegistrationRow } from './registration-row';

// An event's places, counted in people (guests included). Every change to who holds a place runs in a transaction
// that first locks the event's row: concurrent sign-ups, updates, cancellations and admin actions for one event
// take turns, and each one counts what the others committed before deciding. Nothing is decided on a count read
// outside that lock. Cancelling the event takes the same lock, and a sign-up or walk-up reads the event's status
// under it: none is stored once a cancellation has committed, and each stored before is among those it mails.

export type EventPlaces = {
  /**
   * The event's status as stored when the lock was taken: a cancel takes this lock too, so a write that finds
   * 'scheduled' here is stored before any cancellation commits (and is among those its mails go to).
   */
  status: StoredEventStatus;
  /** Whether visitors may sign up (and see the event), as stored when the lock was taken. */
  registrationOpen: boolean;
  published: boolean;
  capacity: number | null;
  /** People in confirmed registrations. */
  confirmedPeople: number;
  /** Registrations on the waitlist. */
  waitlisted: number;
  /** The highest waitlist order in use (0 when none). */
  lastWaitlistOrder: number;
  /** The event's ticket types (archived ones too: their people still count). */
  ticketTypes: StoredTicketType[];
  /** People in confirmed registrations, per ticket type. */
  confirmedByType: Map<string, number>;
};

/** Places left of one ticket type by its own capacity: null without one, never below 0. */
export const typePlacesLeft = (
  places: Pick<EventPlaces, 'ticketTypes' | 'confirmedByType'>,
  typeId: string,
) => {
  const capacity = places.ticketTypes.find((t) => t.id === typeId)?.capacity ?? null;
  return capacity === null ? null : Math.max(0, capacity - (places.confirmedByType.get(typeId) ?? 0));
};

/** The places a party would hold beyond the ones it holds now (`held`, when it is confirmed already). */
type Party = { guestCount: number; tickets: readonly TicketLine[] };

/**
 * Whether the party fits in the places left, the event's and each of its ticket types'. `held` is what the party
 * holds already (a confirmed party changing its size), so only what it adds has to fit.
 */
export function partyFits(places: EventPlaces, party: Party, held: Party = { guestCount: 0, tickets: [] }) {
  const left = placesLeft(places);
  if (left !== null && party.guestCount - held.guestCount > left) return false;
  return party.tickets.every((line) => {
    const typeLeft = typePlacesLeft(places, line.ticketTypeId);
    const before = held.tickets.find((h) => h.ticketTypeId === line.ticketTypeId)?.quantity ?? 0;
    return typeLeft === null || line.quantity - before <= typeLeft;
  });
}

/** Counts the party among the confirmed (call once it is decided, so the next party of the batch sees it). */
export function holdPlaces(places: EventPlaces, party: Party) {
  places.confirmedPeople += party.guestCount;
  for (const line of party.tickets)
    places.confirmedByType.set(
      line.ticketTypeId,
      (places.confirmedByType.get(line.ticketTypeId) ?? 0) + line.quantity,
    );
}

/** People in confirmed registrations per event and ticket type (types are named by their tickets). */
const confirmedByTypeSql = (eventIds: ReturnType<typeof idList>) => sql`
  select r.event_id, t.value->>'ticketTypeId' as type_id, sum((t.value->>'quantity')::int)::int as people
  from ${registrations} r cross join lateral jsonb_array_elements(r.tickets) as t(value)
  where r.event_id in ${eventIds} and r.status = 'confirmed'
  group by r.event_id, t.value->>'ticketTypeId'`;

/** Places left: null without a limit, never below 0 (an admin may confirm beyond the capacity). */
export const placesLeft = (places: Pick<EventPlaces, 'capacity' | 'confirmedPeople'>) =>
  places.capacity === null ? null : Math.max(0, places.capacity - places.confirmedPeople);

/** An (event, lower-cased address) pair whose live registration a batch of sign-ups looks for. */
export type EventAddress = { event_id: string; email: string };

/**
 * Locks the events' rows, in id order so that two transactions cannot deadlock, then counts their places. The
 * count is a statement of its own, after the lock: in READ COMMITTED it sees everything committed before.
 * Events that no longer exist are missing from the answer. The lock is FOR NO KEY UPDATE: it queues place changes
 * (and the cancel, and stall applications' FOR SHARE) behind each other, but not the foreign-key checks of rows
 * that point at the event: a check-in at the door inserts one while holding its registration's row, and a FOR
 * UPDATE here would deadlock it against a party change that holds this lock and waits for that registration.
 * The confirmed people are counted from the registrations: a change that deleted one before taking the lock
 * (admin-delete.ts) relies on this count to give its places to the waitlist.
 */
export async function lockPlaces(tx: Db, eventIds: string[]): Promise<Map<string, EventPlaces>> {
  const { statements, read } = placesFinding(eventIds, { addresses: [], attempts: [] }, 'counted');
  const [lock, count] = statements;
  const locked = (await tx.execute(lock)).rows;
  return read(locked, (await tx.execute(count)).rows).places;
}

type LockedEventRow = {
  id: string;
  status: StoredEventStatus;
  registration_open: boolean;
  published: boolean;
  capacity: number | null;
  ticket_types: StoredTicketType[];
  confirmed_people: number;
  confirmed_by_type: Record<string, number>;
};

type CountedRow = {
  waitlists: { event_id: string; waitlisted: number; last_order: number }[];
  confirmed: { event_id: string; people: number }[];
  by_type: { event_id: string; type_id: string; people: number }[];
  registered: EventAddress[];
  counters: { key: string; hits: number; reset_at_ms: number }[];
};

export type PlacesFound = {
  places: Map<string, EventPlaces>;
  registered: EventAddress[];
  counters: CounterState[];
};

/**
 * lockPlaces for a batch of sign-ups: the statement that counts the places also finds which of `addresses`
 * are registered (not cancelled) for their event, and adds the batch's `attempts` to their rate-limit counters
 * (each key once, in key order), answering the counters' new states.
 *
 * `confirmed: 'stored'` takes the confirmed people (in all and per type) from the event's row, as every change
 * stored them under this lock, instead of summing the event's registrations: a sign-up batch holds the lock
 * for as long as that sum takes, and at festival size it takes longer than the batch's own insert. A stored count
 * is never below the registrations' (a change that removes confirmed people recounts afterwards, under the lock),
 * so a sign-up is never confirmed beyond the capacity on it; for a moment it may be waitlisted for a place such a
 * change frees, and that change's recount then confirms it from the waitlist.
 *
 * The two statements (the lock, then the count) are made from the arguments alone, so a sign-up batch sends them
 * in one trip (../../db/transaction-in-trips.ts); `read` makes the answer of their rows.
 */
export function placesFinding(
  eventIds: string[],
  { addresses, attempts }: { addresses: EventAddress[]; attempts: CounterIncrement[] },
  confirmed: 'counted' | 'stored',
): { statements: [SQL, SQL]; read: (locked: Rows, counted: Rows) => PlacesFound } {
  const ids = idList([...new Set(eventIds)].sort());
  const isRecounted = confirmed === 'counted';
  const recounted = isRecounted ? ids : idList([]);
  const typed = isRecounted
    ? sql`(select id from ${events} where id in ${ids} and jsonb_array_length(ticket_types) > 0)`
    : idList([]);
  const increments = JSON.stringify(
    attempts.map(({ key, hits, windowMs }) => ({ key, hits, window_ms: windowMs })),
  );
  const lock = keptPrepared(sql`select id, status, registration_open, published, capacity, ticket_types,
      confirmed_people, confirmed_by_type
    from ${events}
    where id in ${ids} order by id for no key update`);
  const count = keptPrepared(sql`
    with counters as (
      ${addHitsSql(sql`select * from jsonb_to_recordset(${increments}::jsonb)
        as r (key text, hits integer, window_ms bigint)`)}
      returning key, hits, (extract(epoch from reset_at) * 1000)::float8 as reset_at_ms
    )
    select
      (select coalesce(json_agg(counters), '[]') from counters) as counters,
      (select coalesce(json_agg(w), '[]') from (
        select event_id, count(*)::int as waitlisted, coalesce(max(waitlist_order), 0)::int as last_order
        from ${registrations}
        where event_id in ${ids} and status = 'waitlisted'
        group by event_id) w) as waitlists,
      (select coalesce(json_agg(c), '[]') from (
        select event_id, coalesce(sum(guest_count), 0)::int as people
        from ${registrations}
        where event_id in ${recounted} and status = 'confirmed'
        group by event_id) c) as confirmed,
      (select coalesce(json_agg(t), '[]') from (${confirmedByTypeSql(typed)}) t) as by_type,
      (select coalesce(json_agg(d), '[]') from (
        select r.event_id, lower(r.email) as email
        from jsonb_to_recordset(${JSON.stringify(addresses)}::jsonb) as p (event_id uuid, email text)
        join ${registrations} r on r.event_id = p.event_id and lower(r.email) = p.email
          and r.status <> 'cancelled') d) as registered`);
  const read = (lockedRows: Rows, countedRows: Rows): PlacesFound => {
    const locked = lockedRows as LockedEventRow[];
    const counted = countedRows[0] as CountedRow | undefined;
    const waitlists = new Map((counted?.waitlists ?? []).map((w) => [w.event_id, w] as const));
    const recountedPeople = new Map((counted?.confirmed ?? []).map((c) => [c.event_id, c.people] as const));
    const byType = counted?.by_type ?? [];
    const places = new Map(
      locked.map((row) => {
        const waitlist = waitlists.get(row.id);
        return [
          row.id,
          {
            status: row.status,
            registrationOpen: row.registration_open,
            published: row.published,
            capacity: row.capacity,
            confirmedPeople: isRecounted ? (recountedPeople.get(row.id) ?? 0) : row.confirmed_people,
            waitlisted: waitlist?.waitlisted ?? 0,
            lastWaitlistOrder: waitlist?.last_order ?? 0,
            ticketTypes: row.ticket_types,
            confirmedByType: isRecounted
              ? new Map(
                  byType.filter((b) => b.event_id === row.id).map((b) => [b.type_id, b.people] as const),
                )
              : new Map(Object.entries(row.confirmed_by_type)),
          },
        ] as const;
      }),
    );
    return {
      places,
      registered: counted?.registered ?? [],
      counters: (counted?.counters ?? []).map((c) => ({
        key: c.key,
        hits: c.hits,
        resetAt: new Date(c.reset_at_ms),
      })),
    };
  };
  return { statements: [lock, count], read };
}

/** Stores the events' confirmed people, in all and per type, as counted now (with the events locked, after the changes). */
export const recountConfirmedStatement = (eventIds: string[]) => sql`
  update ${events} set confirmed_people = (
    select coalesce(sum(guest_count), 0)::int from ${registrations} r
    where r.event_id = ${events}.id and r.status = 'confirmed'
  ),
  confirmed_by_type = case when jsonb_array_length(ticket_types) = 0 then '{}'::jsonb else (
    select coalesce(jsonb_object_agg(c.type_id, c.people), '{}'::jsonb)
    from (${confirmedByTypeSql(sql`(${events}.id)`)}) c
  ) end
  where id in ${idList(eventIds)}`;

/** Runs recountConfirmedStatement in tx (nothing to do for no events). */
export async function recountConfirmed(tx: Db, eventIds: string[]): Promise<void> {
  if (eventIds.length > 0) await tx.execute(recountConfirmedStatement(eventIds));
}

/**
 * Confirms waitlisted parties in waitlist order, each one that fits in the places left (a party too large is
 * passed over for a smaller one behind it: no place stays empty while a party that fits is waiting). `except`
 * stays waiting this time (the party an admin just moved to the waitlist). Call with the event locked.
 */
export async function promoteWaitlisted(
  tx: Db,
  eventId: string,
  except: string | null = null,
): Promise<RegistrationRow[]> {
  const places = (await lockPlaces(tx, [eventId])).get(eventId);
  if (!places || places.waitlisted === 0) return [];
  if (placesLeft(places) === 0) return [];
  const waiting = (
    await tx.execute<{ id: string; guest_count: number; tickets: TicketLine[] }>(sql`
      select id, guest_count, tickets from ${registrations}
      where event_id = ${eventId} and status = 'waitlisted'
      order by waitlist_order, created_at, id`)
  ).rows;
  const chosen: string[] = [];
  for (const row of waiting) {
    const party = { guestCount: row.guest_count, tickets: row.tickets };
    if (row.id === except || !partyFits(places, party)) continue;
    chosen.push(row.id);
    holdPlaces(places, party);
    if (placesLeft(places) === 0) break;
  }
  if (chosen.length === 0) return [];
  return setStatus(tx, chosen, 'confirmed');
}

/**
 * The registration's row, locked until the transaction ends, to change who holds its places. A check-in at the door
 * is one statement on this row: it waits for the change, and the change sees any check-in committed before it.
 */
export async function lockRegistration(tx: Db, id: string): Promise<RegistrationRow | null> {
  const [row] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update');
  return row ?? null;
}

/** What a party with people already let in at the door cannot have done to it. */
export type ArrivedChange = 'smaller' | 'cancelled' | 'waitlisted';

const CANNOT: Record<ArrivedChange, (arrived: number) => string> = {
  smaller: (arrived) => `it cannot be made smaller than ${arrived}`,
  cancelled: () => 'a party checked in at the door cannot be cancelled',
  waitlisted: () => 'a party checked in at the door cannot be moved to the waitlist',
};

/**
 * Why a party with `arrived` people checked in cannot shrink below them, be cancelled or be waitlisted: the places
 * those people stand in would go to the waitlist, and the hall would hold more than the capacity.
 */
export const arrivedMessage = (arrived: number, change: ArrivedChange) =>
  `${arrived} ${arrived === 1 ? 'person of this party has' : 'people of this party have'} already arrived: ${CANNOT[change](arrived)}`;

/** Moves registrations to a status; a move to the waitlist puts them at its end, in the order given. */
export async function setStatus(
  tx: Db,
  ids: string[],
  status: RegistrationStatus,
  lastWaitlistOrder = 0,
): Promise<RegistrationRow[]> {
  const ordered = JSON.stringify(ids);
  const rows = (
    await tx.execute<{ id: string }>(sql`
      update ${registrations} as r
      set status = ${status},
        waitlist_order = ${status === 'waitlisted' ? sql`${lastWaitlistOrder}::int + t.ordinality::int` : sql`null`},
        updated_at = now()
      from jsonb_array_elements_text(${ordered}::jsonb) with ordinality as t(value, ordinality)
      where r.id = t.value::uuid
      returning r.id`)
  ).rows;
  if (rows.length === 0) return [];
  return tx
    .select()
    .from(registrations)
    .where(
      inArray(
        registrations.id,
        rows.map((row) => row.id),
      ),
    );
}

/** 1-based place of a waitlisted registration in its event's waitlist. */
export async function waitlistPosition(
  db: Db,
  row: Pick<RegistrationRow, 'eventId' | 'status' | 'waitlistOrder'>,
): Promise<number | null> {
  if (row.status !== 'waitlisted' || row.waitlistOrder === null) return null;
  const [count] = (
    await db.execute<{ n: number }>(sql`
      select count(*)::int as n from ${registrations}
      where event_id = ${row.eventId} and status = 'waitlisted' and waitlist_order <= ${row.waitlistOrder}`)
  ).rows;
  return count?.n ?? null;
}
