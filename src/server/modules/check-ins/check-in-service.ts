import { formatDateTime, formatLongDate } from '@shared/dates';
import type { CheckInList, CheckInParty, CheckInResult } from '@shared/schemas/check-ins';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import { isUuid } from '../../lib/uuid';
import { eventsReader } from '../events/events-service';
import { requireEvent } from '../events/require-event';
import { type CheckInOutcome, createCheckInsRepository } from './repository';

// The door's actions: checking a party in (by ticket code or from the list), undoing a check-in, and the list a
// check-in screen keeps on the device.

export const UNKNOWN_TICKET_MESSAGE = 'Unknown ticket: no registration has this code';
export const UNKNOWN_REGISTRATION_MESSAGE = 'Registration not found';
export const CHECK_IN_NOT_FOUND_MESSAGE = 'Check-in not found';
export const CLIENT_ID_TAKEN_MESSAGE = 'This clientId was already used for a check-in of another party';

export type CheckInDeps = {
  db: Db;
  timeZone: string;
  /** Tells every check-in screen open on the event, on any instance; a check-in stands even if this fails. */
  announce: (eventId: string, party: CheckInParty) => void;
};

/** Who checked in, from which device. */
export type DoorActor = { id: string; username: string; deviceId: string | null; userAgent: string | null };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The refusal a check-in attempt came to, in words the volunteer at the door can act on. */
function refusal(
  outcome: Exclude<CheckInOutcome, { kind: 'checked-in' }>,
  byCode: boolean,
  timeZone: string,
) {
  switch (outcome.kind) {
    case 'unknown':
      return notFound(byCode ? UNKNOWN_TICKET_MESSAGE : UNKNOWN_REGISTRATION_MESSAGE);
    case 'other-event':
      return conflict(
        `This ticket is for another event: ${outcome.eventTitle} (${formatLongDate(outcome.eventStartsAt, timeZone)})`,
      );
    case 'not-confirmed':
      return conflict(
        outcome.party.status === 'cancelled'
          ? `${outcome.party.fullName}'s registration was cancelled: not admitted`
          : `${outcome.party.fullName} is on the waitlist, not confirmed: no place is held for this party`,
      );
    case 'client-id-taken':
      return conflict(CLIENT_ID_TAKEN_MESSAGE);
    case 'too-many': {
      const { party, wanted, last } = outcome;
      const when = last
        ? ` (last checked in ${formatDateTime(last.createdAt, timeZone)} by ${last.username ?? 'a removed account'})`
        : '';
      const left = party.guestCount - party.checkedIn;
      if (left <= 0) {
        return conflict(
          `Already checked in: all ${plural(party.guestCount, 'person', 'people')} of ${party.fullName}'s party${when}`,
        );
      }
      return conflict(
        `Only ${left} of ${party.fullName}'s party of ${party.guestCount} still to check in, not ${wanted}: ` +
          `${party.checkedIn} already checked in${when}`,
      );
    }
  }
}

const doorEvent = async (db: Db, timeZone: string, slugOrId: string) =>
  requireEvent(await eventsReader(db, timeZone).findBySlugOrId(slugOrId));

/**
 * Checks `people` of a party in (by default all not yet in), by ticket code or registration id. A check-in sent again with its clientId (a
 * phone's queue after an outage) answers the first result, `replayed`, and counts once.
 */
export async function checkInParty(
  { db, timeZone, announce }: CheckInDeps,
  actor: DoorActor,
  eventSlugOrId: string,
  input: { code?: string; registrationId?: string; people?: number; clientId?: string },
): Promise<CheckInResult> {
  // A door names its event by id: a party of that event checked in proves the event is there, so it is looked up
  // only for a refusal (an unknown event is answered as one first). A slug is looked up first.
  const bySlug = isUuid(eventSlugOrId) ? null : await doorEvent(db, timeZone, eventSlugOrId);
  const eventId = bySlug?.id ?? eventSlugOrId;
  const { code, registrationId, people, clientId } = input;
  const target = code !== undefined ? { code } : { registrationId: registrationId ?? '' };
  const outcome = await createCheckInsRepository(db).checkIn(eventId, target, people, clientId, {
    userId: actor.id,
    username: actor.username,
    deviceId: actor.deviceId,
    userAgent: actor.userAgent,
  });
  if (outcome.kind !== 'checked-in') {
    if (!bySlug) await doorEvent(db, timeZone, eventId);
    throw refusal(outcome, code !== undefined, timeZone);
  }
  const { party, checkIn, replayed } = outcome;
  if (!replayed) announce(eventId, party);
  return {
    ...party,
    checkInId: checkIn.id,
    people: checkIn.people,
    checkedInAt: checkIn.createdAt.toISOString(),
    checkedInBy: checkIn.username,
    deviceId: checkIn.deviceId,
    replayed,
  };
}

/** Undoes a check-in; 404 when the event has no such check-in. */
export async function undoCheckIn(
  { db, timeZone, announce }: CheckInDeps,
  actor: { username: string },
  eventSlugOrId: string,
  checkInId: string,
): Promise<CheckInParty> {
  const event = await doorEvent(db, timeZone, eventSlugOrId);
  const party = await createCheckInsRepository(db).undo(event.id, checkInId, actor.username);
  if (!party) throw notFound(CHECK_IN_NOT_FOUND_MESSAGE);
  announce(event.id, party);
  return party;
}

/** The event's registrations as a check-in screen keeps them on the device. */
export async function doorList(
  db: Db,
  timeZone: string,
  eventSlugOrId: string,
  now: Date,
): Promise<CheckInList> {
  const event = await doorEvent(db, timeZone, eventSlugOrId);
  return {
    eventId: event.id,
    eventTitle: event.title,
    generatedAt: now.toISOString(),
    registrations: await createCheckInsRepository(db).listForEvent(event.id, event),
  };
}
