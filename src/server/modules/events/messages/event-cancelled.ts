import { mailLanguage } from '../../../plugins/mail/i18n/mail-language';
import type { MailMessage } from '../../../plugins/mail/mail-message';
import {
  contentLanguage,
  eventDetailRows,
  eventIcsAttachment,
  eventIn,
  type MailEvent,
  type MailRegistrant,
  type RegistrantMailContext,
} from '../../../plugins/mail/messages/event-details';
import { composeMail } from '../../../plugins/mail/templates/render-mail';

/** To each registrant of a cancelled event: that it is off, the organiser's message, and a calendar update. */
export function eventCancelledMessage(
  input: RegistrantMailContext & {
    event: MailEvent;
    registration: { fullName: string; email: string } & MailRegistrant;
    message: string | null;
  },
): MailMessage {
  const { registration } = input;
  const language = mailLanguage(registration.language);
  const { t } = language;
  const event = eventIn(input.event, language);
  const { title } = event;
  const mail = composeMail(
    {
      subject: t('eventCancelled.subject', { title }),
      blocks: [
        { kind: 'greeting', name: registration.fullName },
        { kind: 'paragraph', text: t('eventCancelled.text', { title }) },
        ...(input.message
          ? [
              {
                kind: 'paragraph' as const,
                text: t('organisersMessage', { message: input.message }),
                linkify: true,
              },
            ]
          : []),
        { kind: 'details', rows: eventDetailRows(event, input.timeZone, language) },
        { kind: 'note', text: t('eventCancelled.calendarNote') },
      ],
      ...contentLanguage(language),
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
