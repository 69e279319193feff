import type { MailMessage } from '../../../plugins/mail/mail-message';
import {
  eventDetailRows,
  guestsRow,
  type MailEvent,
  type MailParty,
  type MailTicketTypes,
  partyChangedSentence,
  partyRows,
  type RegistrantMailContext,
} from '../../../plugins/mail/messages/event-details';
import { composeMail } from '../../../plugins/mail/templates/render-mail';
import { registrationConfirmation } from './registration-confirmation';

type Registrant = { fullName: string; email: string; guestCount: number };

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
  const { event, registration, waitlistPosition } = input;
  if (waitlistPosition === null)
    return registrationConfirmation({ ...input, manageUrl: null, changedFrom: input.previousGuestCount });
  const mail = composeMail(
    {
      subject: `Your registration has changed: ${event.title}`,
      blocks: [
        { kind: 'greeting', name: registration.fullName },
        {
          kind: 'paragraph',
          text: `${partyChangedSentence(event.title, registration.guestCount, input.previousGuestCount)} You are still on the waitlist: number ${waitlistPosition}.`,
        },
        {
          kind: 'paragraph',
          text: 'When places free up, waiting parties that fit are confirmed in waitlist order. If yours is, we will mail you your ticket straight away.',
        },
        {
          kind: 'details',
          rows: [...eventDetailRows(event, input.timeZone), ...partyRows(registration, event.ticketTypes)],
        },
        {
          kind: 'paragraph',
          text: 'To change your registration or leave the waitlist, use the link in your first mail.',
        },
      ],
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
  const { event, registration } = input;
  const byOrganisers = input.by === 'organisers';
  const eventUrl = `${input.siteUrl}/events/${event.slug}`;
  const mail = composeMail(
    {
      subject: byOrganisers
        ? `Your registration for ${event.title} is cancelled`
        : `Registration cancelled: ${event.title}`,
      blocks: [
        { kind: 'greeting', name: registration.fullName },
        {
          kind: 'paragraph',
          text: byOrganisers
            ? `The organisers have cancelled your registration for ${event.title}. Your ticket no longer admits anyone.`
            : `Your registration for ${event.title} is cancelled, as you asked. Your ticket no longer admits anyone.`,
        },
        ...(input.message
          ? [
              {
                kind: 'paragraph' as const,
                text: `Message from the organisers: ${input.message}`,
                linkify: true,
              },
            ]
          : []),
        {
          kind: 'details',
          rows: [...eventDetailRows(event, input.timeZone), guestsRow(registration.guestCount)],
        },
        byOrganisers
          ? {
              kind: 'paragraph',
              text: 'If you think this is a mistake, reply to this mail to reach the organisers.',
            }
          : {
              kind: 'action',
              intro: 'Changed your mind? While registration is open, you can register again:',
              label: 'Go to the event',
              url: eventUrl,
            },
      ],
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
