import { formatDateTime } from '@shared/dates';
import { contactSubjectLabel } from '@shared/schemas/contact';
import type { MailMessage } from '../mail-message';

/** To a visitor who wrote through the contact form: an admin's reply, their own message quoted below it. */
export function contactReply(input: {
  message: { firstName: string; email: string; subject: string; message: string; createdAt: Date };
  reply: string;
  groupName: string;
  /** The group's contact address: the visitor's answer reaches the organisers. */
  contactEmail: string;
  timeZone: string;
}): MailMessage {
  const m = input.message;
  const quoted = m.message.split(/\r?\n/).map((line) => `> ${line}`);
  return {
    kind: 'contact-reply',
    to: m.email,
    replyTo: input.contactEmail || undefined,
    subject: `Re: ${contactSubjectLabel(m.subject)}`,
    text: [
      input.reply,
      '',
      input.groupName,
      '',
      `On ${formatDateTime(m.createdAt, input.timeZone)} you wrote:`,
      ...quoted,
    ].join('\n'),
    fromName: input.groupName,
  };
}
