import type { Locale } from '@shared/i18n/locales';
import type { EventMessageTranslations } from '@shared/schemas/event-messages';
import { mailLanguage } from '../../../plugins/mail/i18n/mail-language';
import type { MailMessage } from '../../../plugins/mail/mail-message';
import { contentLanguage, eventIn, type MailEvent } from '../../../plugins/mail/messages/event-details';
import { composeMail } from '../../../plugins/mail/templates/render-mail';

/**
 * An admin's message to a registrant (or volunteer) of an event, in their language where the admin wrote it in
 * that language (the subject and the text each falling back to English): the admin's text (plain, its links
 * clickable in the HTML part, nothing in it read as markup), why they get it, and how to get no more (the footer's
 * link for people, List-Unsubscribe for mail apps' one click).
 */
export function eventMessageMail(input: {
  event: MailEvent;
  registration: { fullName: string; email: string; language: Locale };
  subject: string;
  body: string;
  translations?: EventMessageTranslations | undefined;
  groupName: string;
  siteUrl: string;
  timeZone: string;
  /** The page that confirms unsubscribing (for people). */
  unsubscribePageUrl: string;
  /** The RFC 8058 one-click address (for mail apps). */
  unsubscribeUrl: string;
}): MailMessage {
  const language = mailLanguage(input.registration.language);
  const written = language.code === 'en' ? undefined : input.translations?.[language.code];
  // The admin wrote this language's version: the mail is in it; otherwise it is the English message, in English.
  const inLanguage = Boolean(written?.subject || written?.body);
  const words = inLanguage ? language : mailLanguage(null);
  const mail = composeMail(
    {
      subject: written?.subject || input.subject,
      blocks: [
        { kind: 'greeting', name: input.registration.fullName },
        { kind: 'paragraph', text: written?.body || input.body, linkify: true },
        {
          kind: 'note',
          text: words.t('eventMessage.why', { title: eventIn(input.event, words).title }),
        },
      ],
      unsubscribeUrl: input.unsubscribePageUrl,
      ...contentLanguage(words),
    },
    input,
    // Sent to every registrant at once: rendered once, with each one's name and link put in.
    [input.registration.fullName, input.unsubscribePageUrl],
  );
  return {
    kind: 'event-message',
    to: input.registration.email,
    ...mail,
    fromName: input.groupName,
    unsubscribeUrl: input.unsubscribeUrl,
  };
}
