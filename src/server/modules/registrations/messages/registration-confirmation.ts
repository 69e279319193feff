import type { MailMessage } from '../../../plugins/mail/mail-message';
import {
  eventDetailRows,
  eventIcsAttachment,
  type MailEvent,
  type MailParty,
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
    registration: { fullName: string; email: string; ticketCode: string } & MailParty;
    /** Null when no fresh manage link can be given (the one in the registrant's first mail still works). */
    manageUrl: string | null;
    promoted?: boolean;
    changedFrom?: number;
  },
): MailMessage {
  const { event, registration, changedFrom } = input;
  const mail = composeMail(
    {
      subject: input.promoted
        ? `A place opened up: you are confirmed for ${event.title}`
        : changedFrom !== undefined
          ? `Your updated ticket: ${event.title}`
          : `Registration confirmed: ${event.title}`,
      blocks: [
        { kind: 'greeting', name: registration.fullName },
        {
          kind: 'paragraph',
          text: input.promoted
            ? `Good news: a place has opened up for ${event.title}, and your registration is now confirmed. We look forward to seeing you!`
            : changedFrom !== undefined
              ? `${partyChangedSentence(event.title, registration.guestCount, changedFrom)} Here is your updated ticket: show it at the door.`
              : `Thank you for registering for ${event.title}. We look forward to seeing you!`,
        },
        {
          kind: 'details',
          rows: [...eventDetailRows(event, input.timeZone), ...partyRows(registration, event.ticketTypes)],
        },
        { kind: 'ticket', code: registration.ticketCode, cid: TICKET_CID },
        input.manageUrl
          ? {
              kind: 'action',
              intro: 'To change or cancel your registration, or to show your ticket, open this link:',
              label: 'Manage my registration',
              url: input.manageUrl,
            }
          : {
              kind: 'paragraph',
              text: 'To change or cancel your registration, or to show your ticket, use the link in your first mail.',
            },
        { kind: 'note', text: 'The attached calendar file adds the event to your calendar.' },
      ],
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
