import type { MailMessage } from '../../../plugins/mail/mail-message';
import {
  eventDetailRows,
  eventIcsAttachment,
  type MailEvent,
  type RegistrantMailContext,
} from '../../../plugins/mail/messages/event-details';
import { composeMail } from '../../../plugins/mail/templates/render-mail';

/** To each registrant of a cancelled event: that it is off, the organiser's message, and a calendar update. */
export function eventCancelledMessage(
  input: RegistrantMailContext & {
    event: MailEvent;
    registration: { fullName: string; email: string };
    message: string | null;
  },
): MailMessage {
  const { event, registration } = input;
  const mail = composeMail(
    {
      subject: `Cancelled: ${event.title}`,
      blocks: [
        { kind: 'greeting', name: registration.fullName },
        { kind: 'paragraph', text: `We are sorry to tell you that ${event.title} has been cancelled.` },
        ...(input.message
          ? [
              {
                kind: 'paragraph' as const,
                text: `Message from the organisers: ${input.message}`,
                linkify: true,
              },
            ]
          : []),
        { kind: 'details', rows: eventDetailRows(event, input.timeZone) },
        { kind: 'note', text: 'The attached calendar file removes the event from your calendar.' },
      ],
    },
    input,
  );
  return {
    kind: 'event-cancelled',
    to: registration.email,
    ...mail,
    fromName: input.groupName,
    attachments: [eventIcsAttachment(event, { timeZone: input.timeZone, siteUrl: input.siteUrl })],
  };
}
