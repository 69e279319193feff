import { formatDateTime } from '@shared/dates';
import { contactSubjectLabel } from '@shared/schemas/contact';
import type { MailMessage } from '../../../plugins/mail/mail-message';
import { composeMail, type MailBrand } from '../../../plugins/mail/templates/render-mail';

/** To a visitor who wrote through the contact form: an admin's reply, their own message quoted below it. */
export function contactReply(
  input: MailBrand & {
    message: { firstName: string; email: string; subject: string; message: string; createdAt: Date };
    reply: string;
    /** The group's contact address: the visitor's answer reaches the organisers. */
    contactEmail: string;
    timeZone: string;
  },
): MailMessage {
  const m = input.message;
  const mail = composeMail(
    {
      subject: `Re: ${contactSubjectLabel(m.subject)}`,
      blocks: [
        { kind: 'paragraph', text: input.reply, linkify: true },
        {
          kind: 'quote',
          intro: `On ${formatDateTime(m.createdAt, input.timeZone)} you wrote:`,
          text: m.message,
        },
      ],
    },
    input,
  );
  return {
    kind: 'contact-reply',
    to: m.email,
    replyTo: input.contactEmail || undefined,
    ...mail,
    fromName: input.groupName,
  };
}
