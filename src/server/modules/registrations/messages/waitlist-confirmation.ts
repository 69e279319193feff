import type { MailMessage } from '../../../plugins/mail/mail-message';
import {
  eventDetailRows,
  type MailEvent,
  type MailParty,
  type MailTicketTypes,
  partyRows,
  type RegistrantMailContext,
} from '../../../plugins/mail/messages/event-details';
import { composeMail } from '../../../plugins/mail/templates/render-mail';

/** To a registrant whose party did not fit: their place on the waitlist and what happens next. */
export function waitlistConfirmation(
  input: RegistrantMailContext & {
    event: MailEvent & { ticketTypes?: MailTicketTypes };
    registration: { fullName: string; email: string } & MailParty;
    waitlistPosition: number;
    manageUrl: string;
  },
): MailMessage {
  const { event, registration } = input;
  const mail = composeMail(
    {
      subject: `You're on the waitlist: ${event.title}`,
      blocks: [
        { kind: 'greeting', name: registration.fullName },
        {
          kind: 'paragraph',
          text: `${event.title} is full right now, so you are on the waitlist: number ${input.waitlistPosition}.`,
        },
        {
          kind: 'paragraph',
          text: 'When places free up, waiting parties that fit are confirmed in waitlist order. If yours is, we will mail you your ticket straight away. There is nothing else you need to do.',
        },
        {
          kind: 'details',
          rows: [...eventDetailRows(event, input.timeZone), ...partyRows(registration, event.ticketTypes)],
        },
        {
          kind: 'action',
          intro: 'To change your registration or leave the waitlist, open this link:',
          label: 'Manage my registration',
          url: input.manageUrl,
        },
      ],
    },
    input,
  );
  return { kind: 'waitlist-confirmation', to: registration.email, ...mail, fromName: input.groupName };
}
