import { contactSubjectLabel } from '@shared/schemas/contact';
import type { MailMessage } from '../mail-message';

/** To the organisers: a visitor's message; replying goes straight to the visitor. */
export function contactCopy(input: {
  message: { firstName: string; lastName: string; email: string; subject: string; message: string };
  organiserEmail: string;
  groupName: string;
}): MailMessage {
  const m = input.message;
  const subjectLabel = contactSubjectLabel(m.subject);
  return {
    kind: 'contact-copy',
    to: input.organiserEmail,
    replyTo: `"${`${m.firstName} ${m.lastName}`.replace(/["\\\r\n]/g, '')}" <${m.email}>`,
    subject: `Contact form: ${subjectLabel} from ${m.firstName} ${m.lastName}`,
    text: [`From: ${m.firstName} ${m.lastName} <${m.email}>`, `Subject: ${subjectLabel}`, '', m.message].join(
      '\n',
    ),
    fromName: input.groupName,
  };
}
