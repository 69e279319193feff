import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { perDatabase } from '../../lib/per-database';
import { tooManyRequests } from '../../lib/public-write-limit';
import { createRateLimiter } from '../../lib/rate-limiter';
import { writeBatcher } from '../../lib/write-batcher';
import { recentLiveSignUps } from './repository';

// Sign-up limits. At a venue everyone scans the flyer's QR code on the same Wi-Fi, so one network address is a
// whole hall of families: the per-address limit lets a few hundred through in minutes. Abuse is bounded instead
// per email address (confirmation mails cannot be turned on one inbox) and per event (a flood from many
// addresses cannot fill one event).

export const REGISTRATION_WINDOW_MS = 10 * 60_000;
/** Sign-ups per network address per window: a full hall behind one address, registering in a few minutes. */
export const REGISTRATIONS_PER_ADDRESS = 300;
/** Sign-ups per event per window, from every address together. */
export const REGISTRATIONS_PER_EVENT = 5000;
/** Live sign-ups made for one email address within the last hour, across every event. */
export const REGISTRATIONS_PER_EMAIL = 5;
export const EMAIL_WINDOW_MS = 60 * 60_000;

export const TOO_MANY_FOR_EMAIL = 'Too many sign-ups for this email address.';
export const TOO_MANY_FOR_EVENT = 'Too many sign-ups for this event right now.';

/** Reads the recent live sign-ups of many addresses at once when the checks arrive together (one select). */
const recentSignUpsReaderFor = perDatabase((db) =>
  writeBatcher<string, number[]>(
    async (emails) => {
      const made = await recentLiveSignUps(
        db,
        [...new Set(emails)],
        EMAIL_WINDOW_MS,
        REGISTRATIONS_PER_EMAIL,
      );
      return emails.map((email) => made.get(email) ?? []);
    },
    { maxBatch: 200, maxConcurrent: 2 },
  ),
);

/** A sign-up's attempt on its event's counter, counted where the sign-up is stored (repository.ts). */
export const eventAttempt = (eventId: string) => ({
  key: `registrations:event:${eventId}`,
  limit: REGISTRATIONS_PER_EVENT,
  windowMs: REGISTRATION_WINDOW_MS,
});

/**
 * 429 when an address's live sign-ups made within the hour (their times, newest first) fill its allowance; there
 * is room again once the oldest of them is an hour old.
 */
export function refuseBeyondEmailAllowance(reply: FastifyReply, recentNewestFirst: number[]): void {
  const refused = emailAllowanceRefusal(recentNewestFirst);
  if (refused) throw tooManyRequests(reply, refused.what, refused.retryAfterSeconds);
}

/** A sign-up refused for a limit: which (in words, for the 429's message) and when to come back. */
export type SignUpRefusal = { what: string; retryAfterSeconds: number };

/** refuseBeyondEmailAllowance without the reply: its refusal, or null while the address has room. */
export function emailAllowanceRefusal(recentNewestFirst: number[]): SignUpRefusal | null {
  const oldestCounted = recentNewestFirst[REGISTRATIONS_PER_EMAIL - 1];
  if (oldestCounted === undefined) return null;
  const seconds = Math.max(1, Math.ceil((oldestCounted + EMAIL_WINDOW_MS - Date.now()) / 1000));
  return { what: TOO_MANY_FOR_EMAIL, retryAfterSeconds: seconds };
}

/**
 * `check` counts an attempt for its event and refuses an email address that already holds its allowance of live
 * sign-ups made within the hour. The allowance is counted from the registrations themselves: a sign-up cancelled
 * (by its registrant or an admin), deleted, refused (a 409, a 429) or of a cancelled event uses none of it, so
 * someone who registers another person's address and cancels again cannot lock its owner out. The inbox is
 * guarded apart: every mail a registrant's own actions cause is an acknowledgement (acknowledgement-limit.ts).
 */
export function signUpLimits(db: Db) {
  const limiter = createRateLimiter(db);
  const readRecent = recentSignUpsReaderFor(db);
  const refusal = async (eventId: string, email: string): Promise<SignUpRefusal | null> => {
    const [recent, byEvent] = await Promise.all([
      readRecent(email.trim().toLowerCase()),
      limiter.hit(eventAttempt(eventId).key, REGISTRATIONS_PER_EVENT, REGISTRATION_WINDOW_MS),
    ]);
    const refused = emailAllowanceRefusal(recent);
    if (refused || byEvent.allowed) return refused;
    return { what: TOO_MANY_FOR_EVENT, retryAfterSeconds: byEvent.retryAfterSeconds };
  };
  return {
    /** The times of the address's live sign-ups within the hour, newest first (for refuseBeyondEmailAllowance). */
    recentOf: (email: string) => readRecent(email.trim().toLowerCase()),

    async check(reply: FastifyReply, eventId: string, email: string): Promise<void> {
      const refused = await refusal(eventId, email);
      if (refused) throw tooManyRequests(reply, refused.what, refused.retryAfterSeconds);
    },

    /** check without the reply: the limit an attempt is over (what, and when to come back), or null. */
    refusal,
  };
}
