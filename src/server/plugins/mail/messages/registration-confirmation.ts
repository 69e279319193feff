import type { MailMessage } from '../mail-message';
import {
  eventDetailLines,
  eventIcsAttachment,
  guestsLine,
  type MailEvent,
  type RegistrantMailContext,
} from './event-details';
import { ticketAttachment, ticketHtml } from './ticket';

/**
 * To a confirmed registrant: what they registered for, their ticket (a QR code), a calendar file and the link to
 * change their registration. `promoted`: the mail of a party confirmed from the waitlist.
 */
export function registrationConfirmation(
  input: RegistrantMailContext & {
    event: MailEvent;
    registration: { fullName: string; email: string; guestCount: number; ticketCode: string };
    /** Null when no fresh manage link can be given (the one in the registrant's first mail still works). */
    manageUrl: string | null;
    promoted?: boolean;
  },
): MailMessage {
  const { event, registration } = input;
  const text = [
    `Hello ${registration.fullName},`,
    '',
    input.promoted
      ? `Good news: a place has opened up for ${event.title}, and your registration is now confirmed. We look forward to seeing you!`
      : `Thank you for registering for ${event.title}. We look forward to seeing you!`,
    '',
    ...eventDetailLines(event, input.timeZone),
    guestsLine(registration.guestCount),
    '',
    'Your ticket is the attached QR code: show it at the door (on your phone or printed).',
    `Ticket code: ${registration.ticketCode}`,
    '',
    ...(input.manageUrl
      ? ['To change or cancel your registration, or to show your ticket, open this link:', input.manageUrl]
      : ['To change or cancel your registration, or to show your ticket, use the link in your first mail.']),
    '',
    'The attached calendar file adds the event to your calendar.',
    '',
    input.groupName,
    input.siteUrl,
  ].join('\n');
  return {
    kind: input.promoted ? 'waitlist-promotion' : 'registration-confirmation',
    to: registration.email,
    subject: input.promoted
      ? `A place opened up: you are confirmed for ${event.title}`
      : `Registration confirmed: ${event.title}`,
    text,
    html: ticketHtml(text, registration.ticketCode),
    fromName: input.groupName,
    attachments: [
      ticketAttachment(registration.ticketCode),
      eventIcsAttachment(event, { timeZone: input.timeZone, siteUrl: input.siteUrl }),
    ],
  };
}
