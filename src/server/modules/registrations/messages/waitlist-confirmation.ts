import type { MailMessage } from '../../../plugins/mail/mail-message';
import {
  eventDetailRows,
  type MailEvent,
  type MailParty,
  type MailTicketTypes,
  partyRows,
} from '../../../plugins/mail/messages/event-details';
import {
  type RegistrantMailInput,
  registrantMail,
  type SubjectWriter,
} from '../../../plugins/mail/messages/registrant-mail';

export const waitlistSubject: SubjectWriter = ({ t, title }) => t('waitlist.subject', { title });

/** To a registrant whose party did not fit: their place on the waitlist and what happens next. */
export function waitlistConfirmation(
  input: RegistrantMailInput<
    MailEvent & { ticketTypes?: MailTicketTypes },
    { fullName: string; email: string } & MailParty
  > & {
    waitlistPosition: number;
    manageUrl: string;
  },
): MailMessage {
  const { registration } = input;
  return registrantMail(input, 'waitlist-confirmation', ({ t, language, event, title }) => ({
    subject: waitlistSubject({ t, title }),
    blocks: [
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
  }));
}
