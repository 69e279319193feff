import type { CheckInParty } from '@shared/schemas/check-ins';
import { partyByType } from '@shared/schemas/registration-shape';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkIns, events, registrations } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { isUuid } from '../../lib/uuid';
import { answerRows } from '../registrations/party-text';

export type CheckInRow = typeof checkIns.$inferSelect;
type RegistrationRow = typeof registrations.$inferSelect;

/** Who makes a check-in, and from where. */
export type CheckInActor = {
  userId: string;
  username: string;
  deviceId: string | null;
  userAgent: string | null;
};

/** What a check-in attempt came to; the routes turn each refusal into its answer. */
export type CheckInOutcome =
  | { kind: 'checked-in'; party: CheckInParty; checkIn: CheckInRow; replayed: boolean }
  | { kind: 'unknown' }
  | { kind: 'other-event'; eventTitle: string; eventStartsAt: Date }
  | { kind: 'not-confirmed'; party: CheckInParty }
  | { kind: 'client-id-taken' }
  | { kind: 'too-many'; party: CheckInParty; wanted: number; last: CheckInRow | null };

const partyOf = (
  row: Pick<RegistrationRow, 'id' | 'fullName' | 'guestCount' | 'status' | 'ticketCode'>,
  checkedIn: number,
): CheckInParty => ({
  registrationId: row.id,
  fullName: row.fullName,
  guestCount: row.guestCount,
  status: row.status,
  ticketCode: row.ticketCode,
  checkedIn,
});

/** Check-ins at the door. Each change runs in a transaction holding the registration row's lock. */
export function createCheckInsRepository(db: Db) {
  /** The registration by ticket code or id, and the check-in already made with `clientId`, in one statement. */
  const find = async (
    target: { code: string } | { registrationId: string },
    clientId: string | undefined,
  ): Promise<{ registration: RegistrationRow | null; earlier: CheckInRow | null }> => {
    const [found] = await db
      .select({ registration: registrations, earlier: checkIns })
      .from(registrations)
      .leftJoin(checkIns, clientId ? eq(checkIns.clientId, clientId) : sql`false`)
      .where(
        'code' in target
          ? eq(registrations.ticketCode, target.code)
          : eq(registrations.id, target.registrationId),
      )
      .limit(1);
    return { registration: found?.registration ?? null, earlier: found?.earlier ?? null };
  };

  /** What a check-in that cannot be made comes to, as the registration stands now. */
  const refusalFor = async (registration: RegistrationRow, wanted: number): Promise<CheckInOutcome> => {
    const party = partyOf(registration, registration.checkedInPeople);
    if (registration.status !== 'confirmed') return { kind: 'not-confirmed', party };
    const [last] = await db
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.registrationId, registration.id), isNull(checkIns.undoneAt)))
      .orderBy(desc(checkIns.createdAt))
      .limit(1);
    return { kind: 'too-many', party, wanted, last: last ?? null };
  };

  return {
    /**
     * Checks people of a party in at the event. A `clientId` seen before answers that earlier check-in
     * (`replayed`) without counting again, whatever has happened since.
     *
     * A door is waiting, so the check-in itself is one statement: it adds the people to the registration's
     * count only while they fit, re-checked on the row as it stands once any other door's check-in of the same
     * party has committed (two doors can never over-admit), and inserts the check-in. A `clientId` used
     * meanwhile makes the insert, and with it the whole statement, fail: nothing is counted twice.
     */
    async checkIn(
      eventId: string,
      target: { code: string } | { registrationId: string },
      people: number | undefined,
      clientId: string | undefined,
      actor: CheckInActor,
    ): Promise<CheckInOutcome> {
      if ('registrationId' in target && !isUuid(target.registrationId)) return { kind: 'unknown' };
      const made = { eventId, clientId: clientId ?? null, ...actor };
      // The usual case, a party of this event checked in with a new clientId, is the one statement alone; anything
      // else (a refusal, a replay, a race with another door) is worked out below, as it stands then.
      const at =
        'code' in target
          ? sql`${registrations.ticketCode} = ${target.code}`
          : sql`${registrations.id} = ${target.registrationId}`;
      const unused = clientId
        ? sql`not exists (select 1 from ${checkIns} where ${checkIns.clientId} = ${clientId})`
        : sql`true`;
      const direct = await admit(
        db,
        sql`${at} and ${registrations.eventId} = ${eventId} and ${unused}`,
        people,
        made,
      ).catch((err: unknown) => {
        if (clientId && isUniqueViolation(err)) return undefined;
        throw err;
      });
      if (direct) return { kind: 'checked-in', ...direct, replayed: false };

      const { registration, earlier } = await find(target, clientId);
      if (!registration) return { kind: 'unknown' };
      if (registration.eventId !== eventId) {
        const [other] = await db
          .select({ title: events.title, startsAt: events.startsAt })
          .from(events)
          .where(eq(events.id, registration.eventId));
        return other
          ? { kind: 'other-event', eventTitle: other.title, eventStartsAt: other.startsAt }
          : { kind: 'unknown' };
      }
      if (earlier) return replayOf(earlier, registration);
      const left = registration.guestCount - registration.checkedInPeople;
      const wanted = people ?? left;
      if (registration.status !== 'confirmed' || left <= 0 || wanted > left)
        return refusalFor(registration, wanted);

      let admitted: Awaited<ReturnType<typeof admit>>;
      try {
        admitted = await admit(db, sql`${registrations.id} = ${registration.id}`, wanted, made);
      } catch (err) {
        if (!clientId || !isUniqueViolation(err)) throw err;
        // The same clientId was used by a check-in made meanwhile: answer that one.
        const first = await findByClientId(db, clientId);
        if (!first) throw err;
        return replayOf(first, (await findRegistration(db, registration.id)) ?? registration);
      }
      if (!admitted) {
        // Another door checked people of this party in, or the registration changed, since it was read: maybe
        // this very check-in, synced twice at once.
        const now = await findRegistration(db, registration.id);
        const first = clientId ? await findByClientId(db, clientId) : null;
        if (first && now) return replayOf(first, now);
        return now ? refusalFor(now, wanted) : { kind: 'unknown' };
      }
      return { kind: 'checked-in', ...admitted, replayed: false };
    },

    /**
     * Undoes a check-in of the event: the party as it is afterwards, or null when the event has no such
     * check-in. Undoing one already undone changes nothing (an offline queue may send it twice).
     */
    async undo(eventId: string, checkInId: string, username: string): Promise<CheckInParty | null> {
      if (!isUuid(checkInId)) return null;
      // One statement: the check-in is marked undone and its people leave the registration's count together.
      const { rows } = await db.execute<{ registration_id: string }>(sql`
        with undone as (
          update ${checkIns} set undone_at = now(), undone_by = ${username}
          where id = ${checkInId} and event_id = ${eventId} and undone_at is null
          returning registration_id, people
        )
        update ${registrations} r set checked_in_people = r.checked_in_people - undone.people
        from undone where r.id = undone.registration_id
        returning r.id as registration_id`);
      const [found] = await db
        .select({ registrationId: checkIns.registrationId })
        .from(checkIns)
        .where(and(eq(checkIns.id, checkInId), eq(checkIns.eventId, eventId)));
      const registrationId = rows[0]?.registration_id ?? found?.registrationId;
      if (!registrationId) return null;
      const registration = await findRegistration(db, registrationId);
      return registration ? partyOf(registration, registration.checkedInPeople) : null;
    },

    /**
     * Every registration of the event as the door sees it, oldest first: with its party by type, its guests'
     * names and its answers to the questions shown at the door, when the event has them.
     */
    async listForEvent(
      eventId: string,
      event: Pick<typeof events.$inferSelect, 'ticketTypes' | 'questions'>,
    ): Promise<CheckInParty[]> {
      const rows = await db
        .select({
          registrationId: registrations.id,
          fullName: registrations.fullName,
          guestCount: registrations.guestCount,
          status: registrations.status,
          ticketCode: registrations.ticketCode,
          // The row keeps the sum of its live check-ins, kept with them in the same statement.
          checkedIn: registrations.checkedInPeople,
          tickets: registrations.tickets,
          guests: registrations.guests,
          answers: registrations.answers,
        })
        .from(registrations)
        .where(eq(registrations.eventId, eventId))
        .orderBy(asc(registrations.createdAt), asc(registrations.id));
      const atDoor = event.questions.filter((q) => q.showAtDoor);
      return rows.map(({ tickets, guests, answers, ...party }) => {
        const names = guests.flatMap((g) => (g.name ? [g.name] : []));
        const notes = answerRows({ fullName: party.fullName, guests, answers }, atDoor);
        return {
          ...party,
          ...(event.ticketTypes.length > 0 ? { party: partyByType(tickets, event.ticketTypes) } : {}),
          ...(names.length > 0 ? { guestNames: names } : {}),
          ...(notes.length > 0 ? { doorNotes: notes } : {}),
        };
      });
    },
  };
}
export type CheckInsRepository = ReturnType<typeof createCheckInsRepository>;

async function findByClientId(db: Db, clientId: string): Promise<CheckInRow | null> {
  const [row] = await db.select().from(checkIns).where(eq(checkIns.clientId, clientId)).limit(1);
  return row ?? null;
}

async function findRegistration(db: Db, id: string): Promise<RegistrationRow | null> {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
  return row ?? null;
}

/** An earlier check-in answered again, or refused when its clientId belongs to another party. */
function replayOf(earlier: CheckInRow, registration: RegistrationRow): CheckInOutcome {
  if (earlier.registrationId !== registration.id) return { kind: 'client-id-taken' };
  return {
    kind: 'checked-in',
    party: partyOf(registration, registration.checkedInPeople),
    checkIn: earlier,
    replayed: true,
  };
}

/**
 * Adds `people` (by default all not yet in) to the count of the registration `at` names while they fit and it is
 * confirmed, and stores the check-in, in one statement; undefined when nothing was (no such registration, or they
 * no longer fit).
 */
async function admit(
  db: Db,
  at: SQL,
  people: number | undefined,
  made: { eventId: string; clientId: string | null } & CheckInActor,
): Promise<{ checkIn: CheckInRow; party: CheckInParty } | undefined> {
  // `wanted` reads the row once; the update checks the row again as it stands when it holds its lock (another
  // door's check-in of the party may have committed meanwhile), so two doors can never over-admit.
  const { rows } = await db.execute<{
    id: string;
    created_at: string | Date;
    registration_id: string;
    full_name: string;
    guest_count: number;
    status: RegistrationRow['status'];
    ticket_code: string;
    checked_in: number;
    people: number;
  }>(sql`
    with wanted as (
      select id, coalesce(${people ?? null}::int, guest_count - checked_in_people) as people
      from ${registrations} where ${at} and status = 'confirmed'
    ),
    counted as (
      update ${registrations} r set checked_in_people = r.checked_in_people + wanted.people
      from wanted
      where r.id = wanted.id and wanted.people > 0 and r.status = 'confirmed'
        and r.checked_in_people + wanted.people <= r.guest_count
      returning r.id, r.full_name, r.guest_count, r.status, r.ticket_code, r.checked_in_people, wanted.people
    ),
    made as (
      insert into ${checkIns} (event_id, registration_id, people, client_id, user_id, username, device_id, user_agent)
      select ${made.eventId}, id, people, ${made.clientId}, ${made.userId}, ${made.username}, ${made.deviceId},
        ${made.userAgent}
      from counted
      returning id, created_at
    )
    select made.id, made.created_at, counted.id as registration_id, counted.full_name, counted.guest_count,
      counted.status, counted.ticket_code, counted.checked_in_people as checked_in, counted.people
    from made, counted`);
  const row = rows[0];
  if (!row) return undefined;
  const checkIn: CheckInRow = {
    id: row.id,
    eventId: made.eventId,
    registrationId: row.registration_id,
    people: row.people,
    clientId: made.clientId,
    userId: made.userId,
    username: made.username,
    deviceId: made.deviceId,
    userAgent: made.userAgent,
    createdAt: new Date(row.created_at),
    undoneAt: null,
    undoneBy: null,
  };
  const registration = {
    id: row.registration_id,
    fullName: row.full_name,
    guestCount: row.guest_count,
    status: row.status,
    ticketCode: row.ticket_code,
  };
  return { checkIn, party: partyOf(registration, row.checked_in) };
}
