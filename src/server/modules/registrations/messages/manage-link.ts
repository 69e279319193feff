import type { MailMessage } from '../../../plugins/mail/mail-message';
import { eventDetailRows } from '../../../plugins/mail/messages/event-details';
import { type RegistrantMailInput, registrantMail } from '../../../plugins/mail/messages/registrant-mail';

/** To a registrant who asked for it: a fresh link to change their registration. */
export function manageLinkMessage(input: RegistrantMailInput & { manageUrl: string }): MailMessage {
  return registrantMail(input, 'registration-manage-link', ({ t, language, event, title }) => ({
    subject: t('manageLink.subject', { title }),
    blocks: [
      {
        kind: 'action',
        intro: t('manageLink.intro', { title }),
        label: t('manageLink.label'),
        url: input.manageUrl,
      },
      { kind: 'note', text: t('manageLink.note') },
      { kind: 'details', rows: eventDetailRows(event, input.timeZone, language) },
    ],
  }));
}
