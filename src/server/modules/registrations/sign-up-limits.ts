import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/public-write-limit';
import { createRateLimiter } from '../../lib/rate-limiter';

// Sign-up limits. At a venue everyone scans the flyer's QR code on the same Wi-Fi, so one network address is a
// whole hall of families: the per-address limit lets a few hundred through in minutes. Abuse is bounded instead
// per email address (confirmation mails cannot be turned on one inbox) and per event (a flood from many
// addresses cannot fill one event).

export const REGISTRATION_WINDOW_MS = 10 * 60_000;
/** Sign-ups per network address per window: a full hall behind one address, registering in a few minutes. */
export const REGISTRATIONS_PER_ADDRESS = 300;
/** Sign-ups per event per window, from every address together. */
export const REGISTRATIONS_PER_EVENT = 5000;
/** Sign-ups naming one email address per hour, across every event. */
export const REGISTRATIONS_PER_EMAIL = 5;
const EMAIL_WINDOW_MS = 60 * 60_000;

export const TOO_MANY_FOR_EMAIL = 'Too many sign-ups for this email address.';
export const TOO_MANY_FOR_EVENT = 'Too many sign-ups for this event right now.';

/** The counter of sign-ups made for an email address. */
export const emailLimitCounter = (email: string) => ({
  key: `registrations:email:${email.trim().toLowerCase()}`,
  windowMs: EMAIL_WINDOW_MS,
});

/**
 * `check` counts an attempt for its event and refuses an email address that is at its limit. A sign-up made for
 * the address is counted by the statement that stores it (repository.ts, `emailLimitCounter`): only those send
 * mail, so a double-tapped submit still gets its 409.
 */
export function signUpLimits(db: Db) {
  const limiter = createRateLimiter(db);
  const emailKey = (email: string) => emailLimitCounter(email).key;
  return {
    async check(reply: FastifyReply, eventId: string, email: string): Promise<void> {
      const [byEmail, byEvent] = await Promise.all([
        limiter.isBlocked(emailKey(email), REGISTRATIONS_PER_EMAIL),
        limiter.hit(`registrations:event:${eventId}`, REGISTRATIONS_PER_EVENT, REGISTRATION_WINDOW_MS),
      ]);
      if (!byEmail.allowed) throw tooManyRequests(reply, TOO_MANY_FOR_EMAIL, byEmail.retryAfterSeconds);
      if (!byEvent.allowed) throw tooManyRequests(reply, TOO_MANY_FOR_EVENT, byEvent.retryAfterSeconds);
    },
  };
}
