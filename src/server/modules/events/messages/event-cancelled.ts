import type { MailMessage } from '../../../plugins/mail/mail-message';
import { calendarAttachmentIn, eventDetailRows } from '../../../plugins/mail/messages/event-details';
import { type RegistrantMailInput, registrantMail } from '../../../plugins/mail/messages/registrant-mail';

/** To each registrant of a cancelled event: that it is off, the organiser's message, and a calendar update. */
export function eventCancelledMessage(input: RegistrantMailInput & { message: string | null }): MailMessage {
  return registrantMail(input, 'event-cancelled', ({ t, language, event, title }) => ({
    subject: t('eventCancelled.subject', { title }),
    blocks: [
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
    attachments: [calendarAttachmentIn(event, input, language)],
  }));
}
