import type { Locale } from '@shared/i18n/locales';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keptPrepared } from '../../db/kept-prepared';
import { events, registrationManageTokens, registrations } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import type { PreparedMail } from '../../plugins/mail/mail-message';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';
import type { NewRegistrationRow, RegistrationRow } from './registration-row';
import { type SignUp, type SignUpOutcome, signUpWriterFor, storeSignUps } from './sign-up-store';

// The row types live in registration-row.ts (places-repository.ts needs them too, without importing this file).
export {
  hasAddress,
  type NewRegistrationRow,
  type RegistrantRow,
  type RegistrationRow,
} from './registration-row';
export type { SignUp, SignUpOutcome } from './sign-up-store';

/** What a registrant fills in (and may change later). */
export type RegistrantField =
  | 'fullName'
  | 'email'
  | 'phone'
  | 'guestCount'
  | 'selectedActivities'
  | 'selectedActivityNames'
  | 'activityResponses'
  | 'notes'
  | 'tickets'
  | 'guests'
  | 'answers';
export type RegistrationChanges = Pick<NewRegistrationRow, RegistrantField>;

export function createRegistrationsRepository(db: Db) {
  return {
    /**
     * Stores a registration, confirmed or waitlisted, with its mail: both or neither. 'duplicate' when that email
     * is already registered (and not cancelled) for the event; the unique index on (event_id, lower(email)) has
     * the last word, so simultaneous submissions cannot both succeed. Sign-ups arriving together are stored by
     * one transaction.
     */
    signUp(signUp: SignUp): Promise<SignUpOutcome> {
      return signUpWriterFor(db)(signUp);
    },

    /**
     * Sign-ups of one person for several dates (a series), stored as signUp stores a batch, in one transaction of
     * their own: with their one mail, made from their outcomes (the sign-ups carry none), or not at all.
     */
    signUpTogether(
      signUps: SignUp[],
      mailFor: (outcomes: SignUpOutcome[]) => PreparedMail | null,
    ): Promise<SignUpOutcome[]> {
      return storeSignUps(db, signUps, (outcomes) => {
        const mail = mailFor(outcomes);
        return mail ? [createOutboundEmailsRepository(db).insertStatement(mail)] : [];
      });
    },

    async findById(id: string, tx: Db = db): Promise<RegistrationRow | null> {
      const [row] = await tx.select().from(registrations).where(eq(registrations.id, id)).limit(1);
      return row ?? null;
    },

    /** The registrations with these ids that still exist, each with its event. */
    withEvents(ids: string[], tx: Db = db) {
      return tx
        .select({ registration: registrations, event: events })
        .from(registrations)
        .innerJoin(events, eq(events.id, registrations.eventId))
        .where(inArray(registrations.id, ids));
    },

    async findByEventAndEmail(eventId: string, email: string, tx: Db = db): Promise<RegistrationRow | null> {
      const [row] = await tx
        .select()
        .from(registrations)
        .where(and(eq(registrations.eventId, eventId), sql`lower(${registrations.email}) = lower(${email})`))
        // The live registration, if any; else the latest cancelled one.
        .orderBy(sql`${registrations.status} = 'cancelled'`, desc(registrations.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Applies the changes; 'duplicate' when the new email belongs to another registration of the event. */
    async update(
      id: string,
      changes: Partial<RegistrationChanges>,
      tx: Db = db,
    ): Promise<RegistrationRow | 'duplicate' | null> {
      try {
        const [row] = await tx
          .update(registrations)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(registrations.id, id))
          .returning();
        return row ?? null;
      } catch (err) {
        if (isUniqueViolation(err)) return 'duplicate';
        throw err;
      }
    },

    /** Per event: registrations that are not cancelled, and the people they bring. */
    async countsByEvent(tx: Db = db): Promise<Map<string, { registrations: number; people: number }>> {
      const rows = await tx
        .select({
          eventId: registrations.eventId,
          registrations: sql<number>`count(*)::int`,
          people: sql<number>`coalesce(sum(${registrations.guestCount}), 0)::int`,
        })
        .from(registrations)
        .where(sql`${registrations.status} <> 'cancelled'`)
        .groupBy(registrations.eventId);
      return new Map(rows.map((r) => [r.eventId, { registrations: r.registrations, people: r.people }]));
    },

    /** Who is registered for the event, confirmed or waiting, but not those who cancelled (for mails to all). */
    async contactsOf(
      eventId: string,
      tx: Db = db,
    ): Promise<{ fullName: string; email: string; language: Locale }[]> {
      const rows = await tx
        .select({
          fullName: registrations.fullName,
          email: registrations.email,
          language: registrations.language,
        })
        .from(registrations)
        .where(and(eq(registrations.eventId, eventId), sql`${registrations.status} <> 'cancelled'`))
        .orderBy(registrations.createdAt, registrations.id);
      // A walk-up without an address cannot be written to.
      return rows.flatMap(({ email, ...rest }) => (email === null ? [] : [{ ...rest, email }]));
    },

    /** Adds a mailed link's token; beyond `live` of them, the oldest stop working. */
    async addManageTokenHash(id: string, hash: string, live: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(registrationManageTokens).values({ registrationId: id, tokenHash: hash });
        const newest = tx
          .select({ tokenHash: registrationManageTokens.tokenHash })
          .from(registrationManageTokens)
          .where(eq(registrationManageTokens.registrationId, id))
          .orderBy(desc(registrationManageTokens.createdAt), desc(registrationManageTokens.tokenHash))
          .limit(live);
        await tx
          .delete(registrationManageTokens)
          .where(
            and(
              eq(registrationManageTokens.registrationId, id),
              notInArray(registrationManageTokens.tokenHash, newest),
            ),
          );
      });
    },

    /** Whether a mailed link with this token digest is live for the registration. */
    async hasManageTokenHash(id: string, hash: string): Promise<boolean> {
      const [row] = await db
        .select({ id: registrationManageTokens.registrationId })
        .from(registrationManageTokens)
        .where(
          and(eq(registrationManageTokens.registrationId, id), eq(registrationManageTokens.tokenHash, hash)),
        );
      return row !== undefined;
    },
  };
}
export type RegistrationsRepository = ReturnType<typeof createRegistrationsRepository>;

/**
 * For each address, when the live sign-ups made for it within the last `windowMs` were made (milliseconds since
 * the epoch), newest first and at most `limit` of them. Live: not cancelled, for an event not cancelled; a deleted
 * one is gone. Addresses are compared as stored (sign-ups store them in lower case).
 */
export async function recentLiveSignUps(
  db: Db,
  emails: string[],
  windowMs: number,
  limit: number,
): Promise<Map<string, number[]>> {
  const rows = (
    await db.execute<{ email: string; made_ms: number[] }>(
      keptPrepared(sql`
      select r.email,
        (array_agg((extract(epoch from r.created_at) * 1000)::float8 order by r.created_at desc))[1:${limit}::int]
          as made_ms
      from ${registrations} r join ${events} e on e.id = r.event_id
      where r.email in (select value from jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))
        and r.status <> 'cancelled' and e.status <> 'cancelled'
        and r.created_at > now() - ${windowMs}::bigint * interval '1 millisecond'
      group by r.email`),
    )
  ).rows;
  return new Map(rows.map((row) => [row.email, row.made_ms.map(Number)] as const));
}
