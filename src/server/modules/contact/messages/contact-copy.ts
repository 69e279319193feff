import { contactSubjectLabel } from '@shared/schemas/contact';
import type { MailMessage } from '../../../plugins/mail/mail-message';
import { composeMail, type MailBrand } from '../../../plugins/mail/templates/render-mail';

/** To the organisers: a visitor's message; replying goes straight to the visitor. */
export function contactCopy(
  input: MailBrand & {
    message: { firstName: string; lastName: string; email: string; subject: string; message: string };
    organiserEmail: string;
  },
): MailMessage {
  const m = input.message;
  const subjectLabel = contactSubjectLabel(m.subject);
  const mail = composeMail(
    {
      subject: `Contact form: ${subjectLabel} from ${m.firstName} ${m.lastName}`,
      blocks: [
        {
          kind: 'details',
          rows: [
            ['From', `${m.firstName} ${m.lastName} <${m.email}>`],
            ['Subject', subjectLabel],
          ],
        },
        { kind: 'paragraph', text: m.message, linkify: true },
        { kind: 'note', text: 'Reply to this mail to answer the visitor.' },
      ],
    },
    input,
  );
  return {
    kind: 'contact-copy',
    to: input.organiserEmail,
    replyTo: `"${`${m.firstName} ${m.lastName}`.replace(/["\\\r\n]/g, '')}" <${m.email}>`,
    ...mail,
    fromName: input.groupName,
  };
}
