import { z } from 'zod';
import type { Db } from '../../../db/client';
import { writeBatcher } from '../../../lib/write-batcher';
import type { MailMaker, RecipeMail } from '../../../plugins/mail/mail-message';
import type { MailEvent, MailRegistrant } from '../../../plugins/mail/messages/event-details';
import { registrantMailSubject } from '../../../plugins/mail/messages/registrant-mail';
import { createRegistrationsRepository } from '../repository';
import { confirmationSubject, registrationConfirmation } from './registration-confirmation';
import { waitlistConfirmation, waitlistSubject } from './waitlist-confirmation';

/**
 * A sign-up's mail (its ticket, or its place on the waitlist) is stored as a recipe and made as it is sent: a
 * burst of sign-ups stores a few hundred bytes a mail rather than each mail's whole draft, and does none of the
 * mails' work while visitors wait for their answers (docs/architecture.md, "Mail outbox").
 */
export const SIGN_UP_RECIPE = 'sign-up';

const signUpRecipe = z.object({
  name: z.literal(SIGN_UP_RECIPE),
  registrationId: z.string(),
  manageUrl: z.string(),
  siteUrl: z.string(),
  groupName: z.string(),
  /** Null for a confirmed party; the place the party was given on the waitlist otherwise. */
  waitlistPosition: z.number().int().nullable(),
});

type SignUpRecipe = z.output<typeof signUpRecipe>;

/** What the sign-up stores for its mail: the subject as the mail will have it, and what to make the rest from. */
export function signUpMail(
  input: Omit<SignUpRecipe, 'name'> & {
    event: MailEvent;
    registration: { email: string } & MailRegistrant;
  },
): RecipeMail {
  const { registrationId, manageUrl, siteUrl, groupName, waitlistPosition } = input;
  const recipe: SignUpRecipe = {
    name: SIGN_UP_RECIPE,
    registrationId,
    manageUrl,
    siteUrl,
    groupName,
    waitlistPosition,
  };
  const waitlisted = waitlistPosition !== null;
  return {
    kind: waitlisted ? 'waitlist-confirmation' : 'registration-confirmation',
    to: input.registration.email,
    subject: registrantMailSubject(input, waitlisted ? waitlistSubject : confirmationSubject),
    fromName: groupName,
    recipe,
  };
}

/**
 * Makes a stored sign-up's mail from the registration and its event as they are when it is sent; null if either
 * was deleted meanwhile (nothing is sent then).
 */
export function signUpMailMaker(db: Db, timeZone: string): MailMaker {
  const registrations = createRegistrationsRepository(db);
  // The mailer makes a claimed batch's mails together: their registrations and events are read in one statement.
  const withEvent = writeBatcher(
    async (ids: string[]) => {
      const found = new Map((await registrations.withEvents(ids)).map((row) => [row.registration.id, row]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatch: 100, maxConcurrent: 2 },
  );
  return async (stored) => {
    const { registrationId, waitlistPosition, manageUrl, siteUrl, groupName } = signUpRecipe.parse(stored);
    const { registration, event } = (await withEvent(registrationId)) ?? {};
    if (!registration?.email || !event) return null;
    const input = {
      event,
      registration: { ...registration, email: registration.email },
      manageUrl,
      siteUrl,
      groupName,
      timeZone,
    };
    return waitlistPosition === null
      ? registrationConfirmation(input)
      : waitlistConfirmation({ ...input, waitlistPosition });
  };
}
