import { mapSearchUrl } from '@shared/map-link';
import type { MailMessage } from '../../../plugins/mail/mail-message';
import {
  eventDetailRows,
  type MailEvent,
  type RegistrantMailContext,
} from '../../../plugins/mail/messages/event-details';
import { TICKET_CID, ticketAttachment } from '../../../plugins/mail/messages/ticket';
import { composeMail } from '../../../plugins/mail/templates/render-mail';

/**
 * To a confirmed registrant, `reminderHoursBefore` before the start: when and where (with a map link), their
 * ticket (QR code), and a one-click "I can't make it" that opens the cancellation's confirmation page.
 */
export function eventReminder(
  input: RegistrantMailContext & {
    event: MailEvent;
    registration: { fullName: string; email: string; ticketCode: string };
    cancelUrl: string;
  },
): MailMessage {
  const { event, registration } = input;
  const mail = composeMail(
    {
      subject: `Reminder: ${event.title}`,
      blocks: [
        { kind: 'greeting', name: registration.fullName },
        {
          kind: 'paragraph',
          text: `A reminder: ${event.title} is coming up, and your place is confirmed. We look forward to seeing you!`,
        },
        { kind: 'details', rows: eventDetailRows(event, input.timeZone) },
        {
          kind: 'action',
          intro: 'How to get there:',
          label: 'Open the map',
          url: mapSearchUrl(event.address),
        },
        { kind: 'ticket', code: registration.ticketCode, cid: TICKET_CID },
        {
          kind: 'action',
          intro: "Can't make it after all? Please tell us, so your place goes to someone on the waitlist:",
          label: "I can't make it",
          url: input.cancelUrl,
        },
      ],
    },
    input,
  );
  return {
    kind: 'event-reminder',
    to: registration.email,
    ...mail,
    fromName: input.groupName,
    attachments: [ticketAttachment(registration.ticketCode)],
  };
}
