import { eventMessageMail } from '../src/server/modules/event-messages/messages/event-message';
import { manageLinkMessage } from '../src/server/modules/registrations/messages/manage-link';
import {
  partyChangedMessage,
  registrationCancelledMessage,
} from '../src/server/modules/registrations/messages/registration-changes';
import { registrationConfirmation } from '../src/server/modules/registrations/messages/registration-confirmation';
import { waitlistConfirmation } from '../src/server/modules/registrations/messages/waitlist-confirmation';
import { eventReminder } from '../src/server/modules/reminders/messages/event-reminder';
import type { MailMessage } from '../src/server/plugins/mail/mail-message';
import type { MailEvent } from '../src/server/plugins/mail/messages/event-details';

/** An event as a mail shows it: Diwali, a time known, no end. */
export const mailEvent: MailEvent = {
  id: '6f1c2b1e-2d7e-4c55-9a59-3f0f7f0b9a10',
  slug: 'diwali',
  title: 'Diwali',
  description: 'Lights',
  venue: 'Hall',
  address: '1 Main St',
  startsAt: new Date('2030-11-09T01:00:00Z'),
  endsAt: null,
  timeKnown: true,
  status: 'scheduled',
  icsSequence: 0,
  updatedAt: new Date('2030-01-01T00:00:00Z'),
};
export const mailSite = {
  siteUrl: 'https://events.example.org',
  groupName: 'Sangam',
  timeZone: 'America/Los_Angeles',
};
export const mailManageUrl = 'https://events.example.org/events/diwali?manage=x.y';

type RegistrantMailsInput = Parameters<typeof registrationConfirmation>[0] & { manageUrl: string };

/**
 * The mails a registrant gets about their own registration, by name: each kind once, and the waitlisted party's
 * variants, for checks that must hold for every one of them.
 */
export function registrantMails({ manageUrl, ...input }: RegistrantMailsInput): Record<string, MailMessage> {
  return {
    confirmation: registrationConfirmation({ ...input, manageUrl }),
    promotion: registrationConfirmation({ ...input, manageUrl: null, promoted: true }),
    waitlist: waitlistConfirmation({ ...input, manageUrl, waitlistPosition: 2 }),
    manageLink: manageLinkMessage({ ...input, manageUrl }),
    partyChanged: partyChangedMessage({ ...input, previousGuestCount: 3, waitlistPosition: null }),
    waitingPartyChanged: partyChangedMessage({ ...input, previousGuestCount: 3, waitlistPosition: 2 }),
    registrationCancelled: registrationCancelledMessage({ ...input, by: 'registrant' }),
  };
}

/** A volunteer shift on the evening after the event's (Saturday, November 9, 2030, in the site's zone). */
export const mailShift = {
  id: '7a1c2b1e-2d7e-4c55-9a59-3f0f7f0b9a10',
  role: 'Gate',
  description: null,
  startsAt: new Date('2030-11-10T01:00:00Z'),
  endsAt: new Date('2030-11-10T03:00:00Z'),
  updatedAt: new Date('2030-01-01T00:00:00Z'),
};

/**
 * The mails of a mail-out to one registrant (sent to every registrant at once): the event's reminder, and an
 * organisers' message whose text has a link, an address and a line break. `n` makes the personal links unique.
 */
export function mailOutMails(
  input: RegistrantMailsInput,
  n: number | string,
): { reminder: MailMessage; message: MailMessage } {
  return {
    reminder: eventReminder({ ...input, cancelUrl: `${input.manageUrl}&cancel=1` }),
    message: eventMessageMail({
      ...input,
      registration: { ...input.registration, language: input.registration.language ?? 'en' },
      subject: 'Parking — read this',
      body: 'Dear all, parking is at the back: see https://events.example.org/parking or write to team@example.org.\nHall B.',
      unsubscribePageUrl: `https://events.example.org/unsubscribe?t=${n}`,
      unsubscribeUrl: `https://events.example.org/api/unsubscribe?t=${n}`,
    }),
  };
}
