import type { CheckInParty } from '@shared/schemas/check-ins';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkIns, events, registrations } from '../../db/schema';
import { isUuid } from '../events/repository';

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

/** People of the registration checked in and not undone. */
const checkedInOf = async (tx: Db, registrationId: string): Promise<number> => {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${checkIns.people}), 0)::int` })
    .from(checkIns)
    .where(and(eq(checkIns.registrationId, registrationId), isNull(checkIns.undoneAt)));
  return row?.n ?? 0;
};

const partyOf = (row: RegistrationRow, checkedIn: number): CheckInParty => ({
  registrationId: row.id,
  fullName: row.fullName,
  guestCount: row.guestCount,
  status: row.status,
  ticketCode: row.ticketCode,
  checkedIn,
});

/** Check-ins at the door. Each change runs in a transaction holding the registration row's lock. */
export function createCheckInsRepository(db: Db) {
  /** Locks the registration (every check-in and undo of a party queue here: two doors cannot over-admit). */
  const lockRegistration = async (tx: Db, id: string): Promise<RegistrationRow | null> => {
    const [row] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update');
    return row ?? null;
  };

  return {
    /**
     * Checks people of a party in at the event. A `clientId` seen before answers that earlier check-in
     * (`replayed`) without counting again, whatever has happened since.
     */
    async checkIn(
      eventId: string,
      target: { code: string } | { registrationId: string },
      people: number | undefined,
      clientId: string | undefined,
      actor: CheckInActor,
    ): Promise<CheckInOutcome> {
      const [found] = await db
        .select({ id: registrations.id, eventId: registrations.eventId })
        .from(registrations)
        .where(
          'code' in target
            ? eq(registrations.ticketCode, target.code)
            : eq(registrations.id, target.registrationId),
        )
        .limit(1);
      if (!found) return { kind: 'unknown' };
      if (found.eventId !== eventId) {
        const [other] = await db
          .select({ title: events.title, startsAt: events.startsAt })
          .from(events)
          .where(eq(events.id, found.eventId));
        return other
          ? { kind: 'other-event', eventTitle: other.title, eventStartsAt: other.startsAt }
          : { kind: 'unknown' };
      }

      return db.transaction(async (tx): Promise<CheckInOutcome> => {
        const registration = await lockRegistration(tx, found.id);
        if (!registration) return { kind: 'unknown' };
        // Read after the lock: a twin of this request that got there first has committed by now.
        const earlier = clientId ? await findByClientId(tx, clientId) : null;
        if (earlier) {
          if (earlier.registrationId !== registration.id) return { kind: 'client-id-taken' };
          const party = partyOf(registration, await checkedInOf(tx, registration.id));
          return { kind: 'checked-in', party, checkIn: earlier, replayed: true };
        }
        const checkedIn = await checkedInOf(tx, registration.id);
        const party = partyOf(registration, checkedIn);
        if (registration.status !== 'confirmed') return { kind: 'not-confirmed', party };
        const left = registration.guestCount - checkedIn;
        const wanted = people ?? left;
        if (left <= 0 || wanted > left) {
          const [last] = await tx
            .select()
            .from(checkIns)
            .where(and(eq(checkIns.registrationId, registration.id), isNull(checkIns.undoneAt)))
            .orderBy(desc(checkIns.createdAt))
            .limit(1);
          return { kind: 'too-many', party, wanted, last: last ?? null };
        }
        const [inserted] = await tx
          .insert(checkIns)
          .values({
            eventId,
            registrationId: registration.id,
            people: wanted,
            clientId: clientId ?? null,
            userId: actor.userId,
            username: actor.username,
            deviceId: actor.deviceId,
            userAgent: actor.userAgent,
          })
          .onConflictDoNothing({ target: checkIns.clientId })
          .returning();
        // The client id was taken meanwhile by a check-in of another party (this party's row is locked).
        if (!inserted) return { kind: 'client-id-taken' };
        return {
          kind: 'checked-in',
          party: { ...party, checkedIn: checkedIn + wanted },
          checkIn: inserted,
          replayed: false,
        };
      });
    },

    /**
     * Undoes a check-in of the event: the party as it is afterwards, or null when the event has no such
     * check-in. Undoing one already undone changes nothing (an offline queue may send it twice).
     */
    async undo(eventId: string, checkInId: string, username: string): Promise<CheckInParty | null> {
      if (!isUuid(checkInId)) return null;
      const [found] = await db
        .select()
        .from(checkIns)
        .where(and(eq(checkIns.id, checkInId), eq(checkIns.eventId, eventId)));
      if (!found) return null;
      return db.transaction(async (tx) => {
        const registration = await lockRegistration(tx, found.registrationId);
        if (!registration) return null;
        await tx
          .update(checkIns)
          .set({ undoneAt: new Date(), undoneBy: username })
          .where(and(eq(checkIns.id, checkInId), isNull(checkIns.undoneAt)));
        return partyOf(registration, await checkedInOf(tx, registration.id));
      });
    },

    /** Every registration of the event as the door sees it, oldest first. */
    async listForEvent(eventId: string): Promise<CheckInParty[]> {
      const counted = db
        .select({
          registrationId: checkIns.registrationId,
          people: sql<number>`sum(${checkIns.people})::int`.as('people'),
        })
        .from(checkIns)
        .where(and(eq(checkIns.eventId, eventId), isNull(checkIns.undoneAt)))
        .groupBy(checkIns.registrationId)
        .as('counted');
      return db
        .select({
          registrationId: registrations.id,
          fullName: registrations.fullName,
          guestCount: registrations.guestCount,
          status: registrations.status,
          ticketCode: registrations.ticketCode,
          checkedIn: sql<number>`coalesce(${counted.people}, 0)::int`,
        })
        .from(registrations)
        .leftJoin(counted, eq(counted.registrationId, registrations.id))
        .where(eq(registrations.eventId, eventId))
        .orderBy(asc(registrations.createdAt), asc(registrations.id));
    },
  };
}
export type CheckInsRepository = ReturnType<typeof createCheckInsRepository>;

async function findByClientId(tx: Db, clientId: string): Promise<CheckInRow | null> {
  const [row] = await tx.select().from(checkIns).where(eq(checkIns.clientId, clientId)).limit(1);
  return row ?? null;
}
