import { mapSearchUrl } from '@shared/map-link';
import { mailLanguage } from '../../../plugins/mail/i18n/mail-language';
import type { MailMessage } from '../../../plugins/mail/mail-message';
import {
  contentLanguage,
  eventDetailRows,
  eventIn,
  type MailEvent,
  type MailRegistrant,
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
    registration: { fullName: string; email: string; ticketCode: string } & MailRegistrant;
    cancelUrl: string;
  },
): MailMessage {
  const { registration } = input;
  const language = mailLanguage(registration.language);
  const { t } = language;
  const event = eventIn(input.event, language);
  const { title } = event;
  const mail = composeMail(
    {
      subject: t('reminder.subject', { title }),
      blocks: [
        { kind: 'greeting', name: registration.fullName },
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
      ...contentLanguage(language),
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
