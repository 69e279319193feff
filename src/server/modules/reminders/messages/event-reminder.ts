import { mapSearchUrl } from '@shared/map-link';
import type { MailMessage } from '../../../plugins/mail/mail-message';
import { eventDetailRows } from '../../../plugins/mail/messages/event-details';
import { type RegistrantMailInput, registrantMail } from '../../../plugins/mail/messages/registrant-mail';
import { TICKET_CID, ticketAttachment } from '../../../plugins/mail/messages/ticket';

/**
 * To a confirmed registrant, `reminderHoursBefore` before the start: when and where (with a map link), their
 * ticket (QR code), and a one-click "I can't make it" that opens the cancellation's confirmation page.
 */
export function eventReminder(
  input: RegistrantMailInput<
    RegistrantMailInput['event'],
    { fullName: string; email: string; ticketCode: string }
  > & {
    cancelUrl: string;
  },
): MailMessage {
  const { registration } = input;
  return registrantMail(input, 'event-reminder', ({ t, language, event, title }) => ({
    subject: t('reminder.subject', { title }),
    blocks: [
      { kind: 'paragraph', text: t('reminder.text', { title }) },
      { kind: 'details', rows: eventDetailRows(event, input.timeZone, language) },
      {
        kind: 'action',
        intro: t('reminder.mapIntro'),
        label: t('reminder.mapLabel'),
        url: mapSearchUrl(event.address),
      },
      { kind: 'ticket', code: registration.ticketCode, cid: TICKET_CID },
      {
        kind: 'action',
        intro: t('reminder.cancelIntro'),
        label: t('reminder.cancelLabel'),
        url: input.cancelUrl,
      },
    ],
    attachments: [ticketAttachment(registration.ticketCode)],
  }));
}
