import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keptPrepared } from '../../db/kept-prepared';
import type { CounterIncrement, CounterState } from '../../db/rate-limit-counters-repository';
import { events, outboundEmails, registrations } from '../../db/schema';
import { transactionInTrips } from '../../db/transaction-in-trips';
import { perDatabase } from '../../lib/per-database';
import { writeBatcher } from '../../lib/write-batcher';
import type { PreparedMail } from '../../plugins/mail/mail-message';
import {
  type IdempotencyRecord,
  liveIdempotencyKeysStatement,
  type StoredIdempotencyRecord,
  storeIdempotencyRecordsStatement,
} from './idempotency-repository';
import {
  type EventPlaces,
  holdPlaces,
  partyFits,
  placesFinding,
  placesLeft,
  recountConfirmedStatement,
} from './places-repository';
import type { RegistrationRow } from './registration-row';
import { searchIndexUpkeepFor } from './search-index-upkeep';

// Storing sign-ups: a batch of them in one transaction, each confirmed or waitlisted in turn while its event's row
// is locked (docs/architecture.md, "Database").

/**
 * A sign-up waiting to be stored: the row (its status is decided when it is stored) and its mail for either
 * outcome. The waitlist mail names the place in line, known only then, so it is made then (cheaply: no ticket).
 * A walk-up registered at the door may have no address (no mail), and is refused rather than waitlisted when
 * its party does not fit (`whenFull: 'refuse'`): it is standing at the door.
 */
export type SignUp = {
  row: RegistrationRow;
  confirmedMail: PreparedMail | null;
  waitlistedMail: (waitlistPosition: number) => PreparedMail | null;
  whenFull?: 'waitlist' | 'refuse';
  /** The request's Idempotency-Key: stored with the registration, in its transaction (./idempotency.ts). */
  idempotency?: IdempotencyRecord;
  /**
   * A rate-limit counter the sign-up counts one attempt on, in its transaction (so a burst's counting does not
   * wait in line of its own); refused as 'busy' beyond `limit` hits in the counter's window.
   */
  attempt?: { key: string; limit: number; windowMs: number };
  /**
   * A visitor's sign-up from the site: refused as 'closed' once the event's registration is closed, and as
   * 'no-event' once it is unpublished, when it is stored (the service read the event earlier, maybe from memory).
   * An admin's walk-up at the door is stored either way.
   */
  onlyWhileOpen?: boolean;
};

export type SignUpOutcome =
  | { status: 'confirmed' }
  | { status: 'waitlisted'; waitlistPosition: number }
  /** That address is already registered (not cancelled) for the event. */
  | { status: 'duplicate' }
  /** The event was deleted meanwhile. */
  | { status: 'no-event' }
  /** The event was cancelled meanwhile (read under its lock, after the route's own check). */
  | { status: 'cancelled' }
  /** The event's registration was closed meanwhile (for a sign-up `onlyWhileOpen`). */
  | { status: 'closed' }
  /** The party does not fit in the places left, and the sign-up asked not to be waitlisted. */
  | { status: 'full'; placesLeft: number }
  /** Its Idempotency-Key was answered already (by a sign-up committed before, or earlier in this batch). */
  | { status: 'key-used' }
  /** Its tickets name a type the event no longer offers (the organiser changed the types meanwhile). */
  | { status: 'types-changed' }
  /** Its attempt counter is over its limit: come back in that many seconds. */
  | { status: 'busy'; retryAfterSeconds: number };

/**
 * The party's tickets as the locked event counts them: on an event with types, a sign-up without tickets holds
 * its places in the first type (the default); null when they name a type the event does not offer now.
 */
function ticketsUnderLock(row: RegistrationRow, event: EventPlaces): RegistrationRow['tickets'] | null {
  const offered = event.ticketTypes.filter((t) => !t.archived);
  const first = offered[0];
  if (!first) return row.tickets.length === 0 ? row.tickets : null;
  if (row.tickets.length === 0) return [{ ticketTypeId: first.id, quantity: row.guestCount }];
  return row.tickets.every((line) => offered.some((t) => t.id === line.ticketTypeId)) ? row.tickets : null;
}

export const emailKey = (eventId: string, email: string) => `${eventId} ${email.toLowerCase()}`;
/** A registration's key among the batch's: its address, or its own id when it has none (never a duplicate). */
const rowKey = (row: RegistrationRow) =>
  row.email === null ? `${row.eventId} #${row.id}` : emailKey(row.eventId, row.email);

type Stored = { row: RegistrationRow; mail: PreparedMail | null };

/**
 * A batch of sign-ups as one statement with one JSON parameter: the registrations, then for each one actually
 * inserted its mail, and each event's stored count of confirmed people (`counted`: the people confirmed before the
 * batch, counted under the lock, of the events without ticket types; the others are recounted after). Its text
 * never changes with the batch's size, so building and binding it costs the same for one sign-up as for a
 * hundred. Rows go in unique-key order (jsonb_to_recordset keeps the array's order), so two batches in flight
 * cannot deadlock on each other's keys.
 */
const insertSignUps = (records: string, counted: string) =>
  keptPrepared(sql`
  with input as (
    select * from jsonb_to_recordset(${records}::jsonb) as r (
      id uuid, event_id uuid, full_name text, email text, phone text, guest_count integer,
      selected_activities jsonb, selected_activity_names jsonb, activity_responses jsonb, notes text,
      tickets jsonb, guests jsonb, answers jsonb,
      admin_comment text,
      manage_token_hash text, status text, waitlist_order integer, ticket_code text, source text,
      language text, created_at timestamptz, updated_at timestamptz,
      mail_kind text, mail_recipients text, mail_subject text, mail_message jsonb, mail_status text,
      mail_last_error text
    )
  ),
  registration as (
    insert into ${registrations} (
      id, event_id, full_name, email, phone, guest_count, selected_activities, selected_activity_names,
      activity_responses, notes, tickets, guests, answers, admin_comment, manage_token_hash, status,
      waitlist_order, ticket_code, source, language, created_at, updated_at
    )
    select id, event_id, full_name, email, phone, guest_count, selected_activities, selected_activity_names,
      activity_responses, notes, tickets, guests, answers, admin_comment, manage_token_hash, status,
      waitlist_order, ticket_code, source, language, created_at, updated_at
    from input
    on conflict do nothing
    returning id, event_id, guest_count, status
  ),
  mail as (
    insert into ${outboundEmails} (kind, recipients, subject, message, status, last_error)
    select mail_kind, mail_recipients, mail_subject, mail_message, mail_status, mail_last_error
    from input join registration using (id)
    where mail_kind is not null
  ),
  counted as (
    update ${events} e set confirmed_people = c.people + coalesce((
      select sum(r.guest_count) from registration r where r.event_id = e.id and r.status = 'confirmed'
    ), 0)::int
    from jsonb_to_recordset(${counted}::jsonb) as c (id uuid, people integer)
    where e.id = c.id
  )
  select id from registration`);

const asInputRecord = ({ row, mail }: Stored) => ({
  id: row.id,
  event_id: row.eventId,
  full_name: row.fullName,
  email: row.email,
  phone: row.phone,
  guest_count: row.guestCount,
  selected_activities: row.selectedActivities,
  selected_activity_names: row.selectedActivityNames,
  activity_responses: row.activityResponses,
  notes: row.notes,
  tickets: row.tickets,
  guests: row.guests,
  answers: row.answers,
  admin_comment: row.adminComment,
  manage_token_hash: row.manageTokenHash,
  status: row.status,
  waitlist_order: row.waitlistOrder,
  ticket_code: row.ticketCode,
  source: row.source,
  language: row.language,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
  mail_kind: mail?.kind ?? null,
  mail_recipients: mail?.recipients ?? null,
  mail_subject: mail?.subject ?? null,
  mail_message: mail?.message ?? null,
  mail_status: mail?.status ?? null,
  mail_last_error: mail?.lastError ?? null,
});

/**
 * The statement inserting the registrations and their mails (insertSignUps), in unique-key order, and with them
 * `counted` (each event's confirmed people before them); its rows are the ids of those the unique index let in.
 */
function insertStatement(stored: Stored[], counted: { id: string; people: number }[]) {
  const keyed = stored.map((s) => ({ key: rowKey(s.row), record: asInputRecord(s) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const records = JSON.stringify(keyed.map((k) => k.record));
  return insertSignUps(records, JSON.stringify(counted));
}

/** The batch's attempts as counter increments: each key once, in key order (rows are locked in that order). */
function attemptsOf(signUps: SignUp[]): CounterIncrement[] {
  const byKey = new Map<string, CounterIncrement>();
  for (const { attempt } of signUps) {
    if (!attempt) continue;
    const counted = byKey.get(attempt.key);
    if (counted) counted.hits++;
    else byKey.set(attempt.key, { key: attempt.key, hits: 1, windowMs: attempt.windowMs });
  }
  return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * The sign-ups whose attempt is beyond its counter's limit, with the seconds until the window ends: the batch's
 * attempts on a key are numbered in arrival order, ending at the counter's new total.
 */
function refusedAttempts(signUps: SignUp[], counters: CounterState[]): Map<SignUp, number> {
  const states = new Map(counters.map((c) => [c.key, c] as const));
  const batchHits = new Map<string, number>();
  for (const { attempt } of signUps)
    if (attempt) batchHits.set(attempt.key, (batchHits.get(attempt.key) ?? 0) + 1);
  const seen = new Map<string, number>();
  const refused = new Map<SignUp, number>();
  for (const signUp of signUps) {
    const { attempt } = signUp;
    const state = attempt && states.get(attempt.key);
    if (!attempt || !state) continue;
    const nth = (seen.get(attempt.key) ?? 0) + 1;
    seen.set(attempt.key, nth);
    const hits = state.hits - ((batchHits.get(attempt.key) ?? 0) - nth);
    if (hits > attempt.limit)
      refused.set(signUp, Math.max(1, Math.ceil((state.resetAt.getTime() - Date.now()) / 1000)));
  }
  return refused;
}

/**
 * Stores a batch of sign-ups in one transaction that holds their events' rows locked: parties are confirmed in
 * the order they arrived while they fit, the rest waitlisted, so the confirmed people never exceed an event's
 * capacity however many batches run at once. The transaction is two trips to the database
 * (../../db/transaction-in-trips.ts): the lock with what is counted under it, then, decided here, the inserts with
 * the commit, so the events stay locked for one wait on this process, not one for each statement.
 */
export async function storeSignUps(
  db: Db,
  signUps: SignUp[],
  /**
   * Statements run last in the transaction, made from the outcomes (a multi-date sign-up stores its one mail
   * here); they take a trip of their own, since the outcomes are known only once the inserts have answered.
   */
  alsoStore?: (outcomes: SignUpOutcome[]) => SQLWrapper[],
): Promise<SignUpOutcome[]> {
  const finding = placesFinding(
    signUps.map((s) => s.row.eventId),
    {
      addresses: signUps.flatMap(({ row }) =>
        row.email === null ? [] : [{ event_id: row.eventId, email: row.email.toLowerCase() }],
      ),
      attempts: attemptsOf(signUps),
    },
    'stored',
  );
  const keyHashes = signUps.flatMap((s) => (s.idempotency ? [s.idempotency.keyHash] : []));
  return transactionInTrips(db, async (trip) => {
    const [locked = [], counted = [], liveKeys = []] = await trip([
      ...finding.statements,
      ...(keyHashes.length > 0 ? [liveIdempotencyKeysStatement(keyHashes)] : []),
    ]);
    const { places, registered, counters } = finding.read(locked, counted);
    const overLimit = refusedAttempts(signUps, counters);
    const taken = new Set(registered.map((r) => emailKey(r.event_id, r.email)));
    // What the batch adds is counted onto these in its insert; events with ticket types are recounted instead.
    const countedBefore: { id: string; people: number }[] = [];
    const typed: string[] = [];
    for (const [id, event] of places) {
      if (event.ticketTypes.length > 0) typed.push(id);
      else countedBefore.push({ id, people: event.confirmedPeople });
    }
    const answeredKeys = new Set(liveKeys.map((r) => r.key_hash as string));
    const stored: Stored[] = [];
    const keyRecords: StoredIdempotencyRecord[] = [];
    const outcomes = signUps.map((signUp): SignUpOutcome => {
      const { idempotency } = signUp;
      const event = places.get(signUp.row.eventId);
      if (!event || (signUp.onlyWhileOpen && !event.published)) return { status: 'no-event' };
      const retryAfterSeconds = overLimit.get(signUp);
      if (retryAfterSeconds !== undefined) return { status: 'busy', retryAfterSeconds };
      if (idempotency && answeredKeys.has(idempotency.keyHash)) return { status: 'key-used' };
      if (event.status === 'cancelled') return { status: 'cancelled' };
      if (signUp.onlyWhileOpen && !event.registrationOpen) return { status: 'closed' };
      const key = rowKey(signUp.row);
      if (taken.has(key)) return { status: 'duplicate' };
      const tickets = ticketsUnderLock(signUp.row, event);
      if (!tickets) return { status: 'types-changed' };
      const row = { ...signUp.row, tickets };
      // A party fits when it fits the event's places and each of its types' places; else it waits as a whole.
      const fits = partyFits(event, row);
      if (!fits && signUp.whenFull === 'refuse')
        return { status: 'full', placesLeft: placesLeft(event) ?? 0 };
      taken.add(key);
      if (idempotency) {
        answeredKeys.add(idempotency.keyHash);
        keyRecords.push({ ...idempotency, registrationId: row.id });
      }
      if (fits) {
        holdPlaces(event, row);
        stored.push({
          row: { ...row, status: 'confirmed', waitlistOrder: null },
          mail: signUp.confirmedMail,
        });
        return { status: 'confirmed' };
      }
      event.waitlisted += 1;
      event.lastWaitlistOrder += 1;
      stored.push({
        row: { ...row, status: 'waitlisted', waitlistOrder: event.lastWaitlistOrder },
        mail: signUp.waitlistedMail(event.waitlisted),
      });
      return { status: 'waitlisted', waitlistPosition: event.waitlisted };
    });
    if (stored.length > 0) {
      const [insertedRows = []] = await trip(
        [
          insertStatement(stored, countedBefore),
          ...(keyRecords.length > 0 ? [storeIdempotencyRecordsStatement(keyRecords)] : []),
          ...(typed.length > 0 ? [recountConfirmedStatement(typed)] : []),
        ],
        { last: !alsoStore },
      );
      const inserted = new Set(insertedRows.map((r) => r.id as string));
      // The unique index has the last word: a row it refused (a change of address made meanwhile) is a duplicate.
      for (const [i, signUp] of signUps.entries()) {
        const outcome = outcomes[i];
        if (
          outcome &&
          (outcome.status === 'confirmed' || outcome.status === 'waitlisted') &&
          !inserted.has(signUp.row.id)
        )
          outcomes[i] = { status: 'duplicate' };
      }
    }
    if (alsoStore) await trip(alsoStore(outcomes), { last: true });
    return outcomes;
  });
}

// Batches of an event's sign-ups run one after another (each holds the event's row), so a burst is stored in a
// few large transactions rather than many small ones waiting in line: 300 a batch. Once they have been quiet for
// a moment, the search index takes in what they added (./search-index-upkeep.ts).
export const signUpWriterFor = perDatabase((db) => {
  const upkeep = searchIndexUpkeepFor(db);
  return writeBatcher<SignUp, SignUpOutcome>(
    async (signUps) => {
      const outcomes = await storeSignUps(db, signUps);
      if (outcomes.some((o) => o.status === 'confirmed' || o.status === 'waitlisted')) upkeep.afterSignUps();
      return outcomes;
    },
    { maxBatch: 300, maxConcurrent: 2 },
  );
});
