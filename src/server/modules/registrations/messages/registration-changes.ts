import { localizedPath } from '@shared/i18n/locales';
import { mailLanguage } from '../../../plugins/mail/i18n/mail-language';
import type { MailMessage } from '../../../plugins/mail/mail-message';
import {
  contentLanguage,
  eventDetailRows,
  eventIn,
  guestsRow,
  type MailEvent,
  type MailParty,
  type MailRegistrant,
  type MailTicketTypes,
  partyChangedSentence,
  partyRows,
  type RegistrantMailContext,
} from '../../../plugins/mail/messages/event-details';
import { composeMail } from '../../../plugins/mail/templates/render-mail';
import { registrationConfirmation } from './registration-confirmation';

type Registrant = { fullName: string; email: string; guestCount: number } & MailRegistrant;

/**
 * To a registrant whose party changed (its size, its tickets by type or its guests' names): a confirmed party gets
 * its updated ticket (the confirmation's ticket mail), a waiting one its party as it now is and its place in line.
 */
export function partyChangedMessage(
  input: RegistrantMailContext & {
    event: MailEvent & { ticketTypes?: MailTicketTypes };
    registration: Registrant & MailParty & { ticketCode: string };
    previousGuestCount: number;
    /** Null while confirmed. */
    waitlistPosition: number | null;
  },
): MailMessage {
  const { registration, waitlistPosition } = input;
  if (waitlistPosition === null)
    return registrationConfirmation({ ...input, manageUrl: null, changedFrom: input.previousGuestCount });
  const language = mailLanguage(registration.language);
  const { t } = language;
  const event = eventIn(input.event, language);
  const { title } = event;
  const changed = partyChangedSentence(title, registration.guestCount, input.previousGuestCount, language);
  const mail = composeMail(
    {
      subject: t('changed.subject', { title }),
      blocks: [
        { kind: 'greeting', name: registration.fullName },
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
      ...contentLanguage(language),
    },
    input,
  );
  return { kind: 'registration-changed', to: registration.email, ...mail, fromName: input.groupName };
}

/**
 * To a registrant whose registration was cancelled: by themselves through the manage link (a confirmation of what
 * they did), or by the organisers (with their message, if they wrote one; replies reach the group's contact
 * address). Either way the ticket no longer admits anyone.
 */
export function registrationCancelledMessage(
  input: RegistrantMailContext & {
    event: MailEvent;
    registration: Registrant;
    by: 'registrant' | 'organisers';
    message?: string | null;
    /** The group's contact address, for the organisers' cancellation: replying reaches them. */
    contactEmail?: string;
  },
): MailMessage {
  const { registration } = input;
  const language = mailLanguage(registration.language);
  const { t } = language;
  const event = eventIn(input.event, language);
  const { title } = event;
  const byOrganisers = input.by === 'organisers';
  // The event's page in the registrant's language.
  const eventUrl = `${input.siteUrl}${localizedPath(language.code, `/events/${event.slug}`)}`;
  const mail = composeMail(
    {
      subject: byOrganisers
        ? t('cancelled.subjectByOrganisers', { title })
        : t('cancelled.subject', { title }),
      blocks: [
        { kind: 'greeting', name: registration.fullName },
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
              url: eventUrl,
            },
      ],
      ...contentLanguage(language),
    },
    input,
  );
  return {
    kind: byOrganisers ? 'registration-cancelled-by-organisers' : 'registration-cancelled',
    to: registration.email,
    ...(byOrganisers && input.contactEmail ? { replyTo: input.contactEmail } : {}),
    ...mail,
    fromName: input.groupName,
  };
}
