import { localizedPath } from '@shared/i18n/locales';
import type { MailMessage } from '../../../plugins/mail/mail-message';
import {
  eventDetailRows,
  guestsRow,
  type MailEvent,
  type MailParty,
  type MailTicketTypes,
  partyChangedSentence,
  partyRows,
} from '../../../plugins/mail/messages/event-details';
import { type RegistrantMailInput, registrantMail } from '../../../plugins/mail/messages/registrant-mail';
import { registrationConfirmation } from './registration-confirmation';

type Registrant = { fullName: string; email: string; guestCount: number };

/**
 * To a registrant whose party changed (its size, its tickets by type or its guests' names): a confirmed party gets
 * its updated ticket (the confirmation's ticket mail), a waiting one its party as it now is and its place in line.
 */
export function partyChangedMessage(
  input: RegistrantMailInput<
    MailEvent & { ticketTypes?: MailTicketTypes },
    Registrant & MailParty & { ticketCode: string }
  > & {
    previousGuestCount: number;
    /** Null while confirmed. */
    waitlistPosition: number | null;
  },
): MailMessage {
  const { registration, waitlistPosition } = input;
  if (waitlistPosition === null)
    return registrationConfirmation({ ...input, manageUrl: null, changedFrom: input.previousGuestCount });
  return registrantMail(input, 'registration-changed', ({ t, language, event, title }) => {
    const changed = partyChangedSentence(title, registration.guestCount, input.previousGuestCount, language);
    return {
      subject: t('changed.subject', { title }),
      blocks: [
        { kind: 'paragraph', text: t('changed.waiting', { changed, position: waitlistPosition }) },
        { kind: 'paragraph', text: t('changed.next') },
        {
          kind: 'details',
          rows: [
            ...eventDetailRows(event, input.timeZone, language),
            ...partyRows(registration, event.ticketTypes, language),
          ],
        },
        { kind: 'paragraph', text: t('changed.manageInFirstMail') },
      ],
    };
  });
}

/**
 * To a registrant whose registration was cancelled: by themselves through the manage link (a confirmation of what
 * they did), or by the organisers (with their message, if they wrote one; replies reach the group's contact
 * address). Either way the ticket no longer admits anyone.
 */
export function registrationCancelledMessage(
  input: RegistrantMailInput<MailEvent, Registrant> & {
    by: 'registrant' | 'organisers';
    message?: string | null;
    /** The group's contact address, for the organisers' cancellation: replying reaches them. */
    contactEmail?: string;
  },
): MailMessage {
  const { registration } = input;
  const byOrganisers = input.by === 'organisers';
  const kind = byOrganisers ? 'registration-cancelled-by-organisers' : 'registration-cancelled';
  const mail = registrantMail(input, kind, ({ t, language, event, title }) => ({
    subject: byOrganisers ? t('cancelled.subjectByOrganisers', { title }) : t('cancelled.subject', { title }),
    blocks: [
      {
        kind: 'paragraph',
        text: byOrganisers ? t('cancelled.textByOrganisers', { title }) : t('cancelled.text', { title }),
      },
      ...(input.message
        ? [
            {
              kind: 'paragraph' as const,
              text: t('organisersMessage', { message: input.message }),
              linkify: true,
            },
          ]
        : []),
      {
        kind: 'details',
        rows: [
          ...eventDetailRows(event, input.timeZone, language),
          guestsRow(registration.guestCount, language),
        ],
      },
      byOrganisers
        ? { kind: 'paragraph', text: t('cancelled.mistake') }
        : {
            kind: 'action',
            intro: t('cancelled.againIntro'),
            label: t('cancelled.againLabel'),
            // The event's page in the registrant's language.
            url: `${input.siteUrl}${localizedPath(language.code, `/events/${event.slug}`)}`,
          },
    ],
  }));
  return byOrganisers && input.contactEmail ? { ...mail, replyTo: input.contactEmail } : mail;
}
