import type { MailMessage } from '../../../plugins/mail/mail-message';
import {
  calendarAttachmentIn,
  eventDetailRows,
  type MailEvent,
  type MailParty,
  type MailTicketTypes,
  partyChangedSentence,
  partyRows,
} from '../../../plugins/mail/messages/event-details';
import {
  type RegistrantMailInput,
  registrantMail,
  type SubjectWriter,
} from '../../../plugins/mail/messages/registrant-mail';
import { TICKET_CID, ticketAttachment } from '../../../plugins/mail/messages/ticket';

/** A new registration's confirmation's subject. */
export const confirmationSubject: SubjectWriter = ({ t, title }) => t('confirmation.subject', { title });

/**
 * To a confirmed registrant: what they registered for, their ticket (a QR code), a calendar file and the link to
 * change their registration. `promoted`: the mail of a party confirmed from the waitlist. `changedFrom`: the
 * updated ticket of a party whose size changed (it was that many people).
 */
export function registrationConfirmation(
  input: RegistrantMailInput<
    MailEvent & { ticketTypes?: MailTicketTypes },
    { fullName: string; email: string; ticketCode: string } & MailParty
  > & {
    /** Null when no fresh manage link can be given (the one in the registrant's first mail still works). */
    manageUrl: string | null;
    promoted?: boolean;
    changedFrom?: number;
  },
): MailMessage {
  const { registration, changedFrom } = input;
  const kind = input.promoted
    ? 'waitlist-promotion'
    : changedFrom !== undefined
      ? 'registration-changed'
      : 'registration-confirmation';
  return registrantMail(input, kind, ({ t, language, event, title }) => ({
    subject: input.promoted
      ? t('confirmation.subjectPromoted', { title })
      : changedFrom !== undefined
        ? t('confirmation.subjectUpdated', { title })
        : confirmationSubject({ t, title }),
    blocks: [
      {
        kind: 'paragraph',
        text: input.promoted
          ? t('confirmation.textPromoted', { title })
          : changedFrom !== undefined
            ? t('confirmation.textUpdated', {
                changed: partyChangedSentence(title, registration.guestCount, changedFrom, language),
              })
            : t('confirmation.text', { title }),
      },
      {
        kind: 'details',
        rows: [
          ...eventDetailRows(event, input.timeZone, language),
          ...partyRows(registration, event.ticketTypes, language),
        ],
      },
      { kind: 'ticket', code: registration.ticketCode, cid: TICKET_CID },
      input.manageUrl
        ? {
            kind: 'action',
            intro: t('confirmation.manageIntro'),
            label: t('manage.label'),
            url: input.manageUrl,
          }
        : { kind: 'paragraph', text: t('confirmation.manageInFirstMail') },
      { kind: 'note', text: t('confirmation.calendarNote') },
    ],
    attachments: [ticketAttachment(registration.ticketCode), calendarAttachmentIn(event, input, language)],
  }));
}
