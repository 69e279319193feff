import type { MailMessage } from '../mail-message';
import {
  eventDetailLines,
  eventIcsAttachment,
  type MailEvent,
  type RegistrantMailContext,
} from './event-details';

/** To each registrant of a cancelled event: that it is off, the organiser's message, and a calendar update. */
export function eventCancelledMessage(
  input: RegistrantMailContext & {
    event: MailEvent;
    registration: { fullName: string; email: string };
    message: string | null;
  },
): MailMessage {
  const { event, registration } = input;
  const text = [
    `Hello ${registration.fullName},`,
    '',
    `We are sorry to tell you that ${event.title} has been cancelled.`,
    ...(input.message ? ['', `Message from the organisers: ${input.message}`] : []),
    '',
    ...eventDetailLines(event, input.timeZone),
    '',
    'The attached calendar file removes the event from your calendar.',
    '',
    input.groupName,
    input.siteUrl,
  ].join('\n');
  return {
    kind: 'event-cancelled',
    to: registration.email,
    subject: `Cancelled: ${event.title}`,
    text,
    fromName: input.groupName,
    attachments: [eventIcsAttachment(event, { timeZone: input.timeZone, siteUrl: input.siteUrl })],
  };
}
