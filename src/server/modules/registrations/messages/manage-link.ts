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
import { composeMail } from '../../../plugins/mail/templates/render-mail';

/** To a registrant who asked for it: a fresh link to change their registration. */
export function manageLinkMessage(
  input: RegistrantMailContext & {
    event: MailEvent;
    registration: { fullName: string; email: string } & MailRegistrant;
    manageUrl: string;
  },
): MailMessage {
  const language = mailLanguage(input.registration.language);
  const { t } = language;
  const event = eventIn(input.event, language);
  const { title } = event;
  const mail = composeMail(
    {
      subject: t('manageLink.subject', { title }),
      blocks: [
        { kind: 'greeting', name: input.registration.fullName },
        {
          kind: 'action',
          intro: t('manageLink.intro', { title }),
          label: t('manageLink.label'),
          url: input.manageUrl,
        },
        { kind: 'note', text: t('manageLink.note') },
        { kind: 'details', rows: eventDetailRows(event, input.timeZone, language) },
      ],
      ...contentLanguage(language),
    },
    input,
  );
  return {
    kind: 'registration-manage-link',
    to: input.registration.email,
    ...mail,
    fromName: input.groupName,
  };
}
