import type { MailMessage } from '../../../plugins/mail/mail-message';
import { composeMail } from '../../../plugins/mail/templates/render-mail';

/**
 * An admin's message to a registrant of an event: the admin's text (plain, its links clickable in the HTML
 * part, nothing in it read as markup), why they get it, and how to get no more (the footer's link for people,
 * List-Unsubscribe for mail apps' one click).
 */
export function eventMessageMail(input: {
  event: { title: string };
  registration: { fullName: string; email: string };
  subject: string;
  body: string;
  groupName: string;
  siteUrl: string;
  /** The page that confirms unsubscribing (for people). */
  unsubscribePageUrl: string;
  /** The RFC 8058 one-click address (for mail apps). */
  unsubscribeUrl: string;
}): MailMessage {
  const mail = composeMail(
    {
      subject: input.subject,
      blocks: [
        { kind: 'greeting', name: input.registration.fullName },
        { kind: 'paragraph', text: input.body, linkify: true },
        {
          kind: 'note',
          text: `You receive this because you registered for ${input.event.title}. Reminders and mails about your own registration still come if you unsubscribe.`,
        },
      ],
      unsubscribeUrl: input.unsubscribePageUrl,
    },
    input,
  );
  return {
    kind: 'event-message',
    to: input.registration.email,
    ...mail,
    fromName: input.groupName,
    unsubscribeUrl: input.unsubscribeUrl,
  };
}
