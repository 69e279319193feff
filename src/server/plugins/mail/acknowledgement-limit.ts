import type { Db } from '../../db/client';
import { createRateLimiter } from '../../lib/rate-limiter';

/**
 * No spam relay: the public forms mail an address that anyone can type, so the acknowledgements they send
 * (ACKNOWLEDGEMENT_KINDS) go to one address at most this often per hour, whoever submits the forms from wherever.
 * Beyond it the form still succeeds and the mail is stored as `held`, never sent; the dashboard shows it.
 * Counted with the shared rate-limit counters (one fixed hour from an address's first acknowledgement), so the
 * limit holds across instances and concurrent submissions.
 */
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_HOUR = 3;
const WINDOW_MS = 3_600_000;

/**
 * The mails a public form sends to the address typed into it, and those that follow what the holder of a
 * registration's manage token does with it (whoever registered an address holds its token). Not counted: mails to
 * the organisers (contact copy, new stall application: a fixed address), and mails that follow an organiser's
 * action or another registrant's (promotion from the waitlist, stall decisions, replies, event cancelled, a
 * registration cancelled by the organisers, messages, reminders).
 */
export const ACKNOWLEDGEMENT_KINDS = [
  'registration-confirmation',
  'waitlist-confirmation',
  'registration-manage-link',
  'stall-acknowledgement',
  'registration-cancelled',
  'registration-changed',
] as const;

/** The reason a held mail shows in the dashboard. */
export const HELD_REASON = `Held back: more than ${ACKNOWLEDGEMENTS_PER_ADDRESS_PER_HOUR} acknowledgement mails to this address within an hour (a public form may be misused to send mail to it).`;

export function createAcknowledgementLimit(db: Db) {
  const limiter = createRateLimiter(db);
  const keyOf = (address: string) => `ack-mail:${address.trim().toLowerCase()}`;
  return {
    /** Counts one acknowledgement to `address`; false once it is over the hourly limit (then hold the mail). */
    async take(address: string): Promise<boolean> {
      return (await limiter.hit(keyOf(address), ACKNOWLEDGEMENTS_PER_ADDRESS_PER_HOUR, WINDOW_MS)).allowed;
    },
    /** Gives a counted acknowledgement back: the submission ended without storing its mail (a duplicate, say). */
    async giveBack(address: string): Promise<void> {
      await limiter.refund(keyOf(address));
    },
  };
}
export type AcknowledgementLimit = ReturnType<typeof createAcknowledgementLimit>;
