import { mailLanguage } from '../../../plugins/mail/i18n/mail-language';
import type { MailMessage } from '../../../plugins/mail/mail-message';
import {
  contentLanguage,
  eventDetailRows,
  eventIn,
  type MailEvent,
  type MailParty,
  type MailRegistrant,
  type MailTicketTypes,
  partyRows,
  type RegistrantMailContext,
} from '../../../plugins/mail/messages/event-details';
import { composeMail } from '../../../plugins/mail/templates/render-mail';

/** To a registrant whose party did not fit: their place on the waitlist and what happens next. */
export function waitlistConfirmation(
  input: RegistrantMailContext & {
    event: MailEvent & { ticketTypes?: MailTicketTypes };
    registration: { fullName: string; email: string } & MailParty & MailRegistrant;
    waitlistPosition: number;
    manageUrl: string;
  },
): MailMessage {
  const { registration } = input;
  const language = mailLanguage(registration.language);
  const { t } = language;
  const event = eventIn(input.event, language);
  const { title } = event;
  const mail = composeMail(
    {
      subject: t('waitlist.subject', { title }),
      blocks: [
        { kind: 'greeting', name: registration.fullName },
        { kind: 'paragraph', text: t('waitlist.text', { title, position: input.waitlistPosition }) },
        { kind: 'paragraph', text: t('waitlist.next') },
        {
          kind: 'details',
          rows: [
            ...eventDetailRows(event, input.timeZone, language),
            ...partyRows(registration, event.ticketTypes, language),
          ],
        },
        {
          kind: 'action',
          intro: t('waitlist.manageIntro'),
          label: t('manage.label'),
          url: input.manageUrl,
        },
      ],
      ...contentLanguage(language),
    },
    input,
  );
  return { kind: 'waitlist-confirmation', to: registration.email, ...mail, fromName: input.groupName };
}
