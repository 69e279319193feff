import { mailLanguage } from '../../../plugins/mail/i18n/mail-language';
import type { MailMessage } from '../../../plugins/mail/mail-message';
import {
  contentLanguage,
  eventDetailRows,
  eventIcsAttachment,
  eventIn,
  type MailEvent,
  type MailParty,
  type MailRegistrant,
  type MailTicketTypes,
  partyChangedSentence,
  partyRows,
  type RegistrantMailContext,
} from '../../../plugins/mail/messages/event-details';
import { TICKET_CID, ticketAttachment } from '../../../plugins/mail/messages/ticket';
import { composeMail } from '../../../plugins/mail/templates/render-mail';

/**
 * To a confirmed registrant: what they registered for, their ticket (a QR code), a calendar file and the link to
 * change their registration. `promoted`: the mail of a party confirmed from the waitlist. `changedFrom`: the
 * updated ticket of a party whose size changed (it was that many people).
 */
export function registrationConfirmation(
  input: RegistrantMailContext & {
    event: MailEvent & { ticketTypes?: MailTicketTypes };
    registration: { fullName: string; email: string; ticketCode: string } & MailParty & MailRegistrant;
    /** Null when no fresh manage link can be given (the one in the registrant's first mail still works). */
    manageUrl: string | null;
    promoted?: boolean;
    changedFrom?: number;
  },
): MailMessage {
  const { registration, changedFrom } = input;
  const language = mailLanguage(registration.language);
  const { t } = language;
  const event = eventIn(input.event, language);
  const { title } = event;
  const mail = composeMail(
    {
      subject: input.promoted
        ? t('confirmation.subjectPromoted', { title })
        : changedFrom !== undefined
          ? t('confirmation.subjectUpdated', { title })
          : t('confirmation.subject', { title }),
      blocks: [
        { kind: 'greeting', name: registration.fullName },
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
      ...contentLanguage(language),
    },
    input,
  );
  return {
    kind: input.promoted
      ? 'waitlist-promotion'
      : changedFrom !== undefined
        ? 'registration-changed'
        : 'registration-confirmation',
    to: registration.email,
    ...mail,
    fromName: input.groupName,
    attachments: [
      ticketAttachment(registration.ticketCode),
      eventIcsAttachment(event, { timeZone: input.timeZone, siteUrl: input.siteUrl }),
    ],
  };
}
