import type { MailMessage } from '../../../plugins/mail/mail-message';
import {
  eventDetailRows,
  type MailEvent,
  type RegistrantMailContext,
} from '../../../plugins/mail/messages/event-details';
import { composeMail } from '../../../plugins/mail/templates/render-mail';

/** To a registrant who asked for it: a fresh link to change their registration. */
export function manageLinkMessage(
  input: RegistrantMailContext & {
    event: MailEvent;
    registration: { fullName: string; email: string };
    manageUrl: string;
  },
): MailMessage {
  const mail = composeMail(
    {
      subject: `Update your registration: ${input.event.title}`,
      blocks: [
        { kind: 'greeting', name: input.registration.fullName },
        {
          kind: 'action',
          intro: `You asked for a link to update your registration for ${input.event.title}:`,
          label: 'Update my registration',
          url: input.manageUrl,
        },
        {
          kind: 'note',
          text: 'This link replaces any earlier one. If you did not ask for it, you can ignore this message.',
        },
        { kind: 'details', rows: eventDetailRows(input.event, input.timeZone) },
      ],
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
