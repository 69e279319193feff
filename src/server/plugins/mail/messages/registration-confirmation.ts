import type { MailMessage } from '../mail-message';
import { eventDetailLines, eventIcsAttachment, type MailEvent } from './event-details';

/** To the registrant: what they registered for, a calendar file and the link to change their registration. */
export function registrationConfirmation(input: {
  event: MailEvent;
  registration: { fullName: string; email: string; guestCount: number };
  manageUrl: string;
  siteUrl: string;
  groupName: string;
  timeZone: string;
}): MailMessage {
  const { event, registration } = input;
  const guests = `${registration.guestCount} ${registration.guestCount === 1 ? 'person' : 'people'}`;
  const text = [
    `Hello ${registration.fullName},`,
    '',
    `Thank you for registering for ${event.title}. We look forward to seeing you!`,
    '',
    ...eventDetailLines(event, input.timeZone),
    `Guests: ${guests}`,
    '',
    'To change your registration, open this link:',
    input.manageUrl,
    '',
    'The attached calendar file adds the event to your calendar.',
    '',
    input.groupName,
    input.siteUrl,
  ].join('\n');
  return {
    kind: 'registration-confirmation',
    to: registration.email,
    subject: `Registration confirmed: ${event.title}`,
    text,
    fromName: input.groupName,
    attachments: [eventIcsAttachment(event, { timeZone: input.timeZone, siteUrl: input.siteUrl })],
  };
}
