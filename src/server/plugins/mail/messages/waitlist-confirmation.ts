import type { MailMessage } from '../mail-message';
import { eventDetailLines, guestsLine, type MailEvent, type RegistrantMailContext } from './event-details';

/** To a registrant whose party did not fit: their place on the waitlist and what happens next. */
export function waitlistConfirmation(
  input: RegistrantMailContext & {
    event: MailEvent;
    registration: { fullName: string; email: string; guestCount: number };
    waitlistPosition: number;
    manageUrl: string;
  },
): MailMessage {
  const { event, registration } = input;
  const text = [
    `Hello ${registration.fullName},`,
    '',
    `${event.title} is full right now, so you are on the waitlist: number ${input.waitlistPosition}.`,
    'When places free up, waiting parties that fit are confirmed in waitlist order. If yours is, we will mail',
    'you your ticket straight away. There is nothing else you need to do.',
    '',
    ...eventDetailLines(event, input.timeZone),
    guestsLine(registration.guestCount),
    '',
    'To change your registration or leave the waitlist, open this link:',
    input.manageUrl,
    '',
    input.groupName,
    input.siteUrl,
  ].join('\n');
  return {
    kind: 'waitlist-confirmation',
    to: registration.email,
    subject: `You're on the waitlist: ${event.title}`,
    text,
    fromName: input.groupName,
  };
}
