import { type MailLanguage, mailLanguage } from '../i18n/mail-language';
import type { MailAttachment, MailMessage } from '../mail-message';
import { composeMail, type MailBlock } from '../templates/render-mail';
import {
  contentLanguage,
  eventIn,
  type MailEvent,
  type MailRegistrant,
  type MailTicketTypes,
  type RegistrantMailContext,
} from './event-details';

/** What a mail to a registrant about an event is made from. */
export type RegistrantMailInput<
  E extends MailEvent = MailEvent,
  R extends { fullName: string; email: string } = { fullName: string; email: string },
> = RegistrantMailContext & { event: E; registration: R & MailRegistrant };

/** A registrant mail's own part: its subject, what follows the greeting, and its files. */
type RegistrantMailBody = { subject: string; blocks: MailBlock[]; attachments?: MailAttachment[] };

export type SubjectWriter = (written: { t: MailLanguage['t']; title: string }) => string;

/** A registrant mail's subject alone, in their language, as registrantMail writes it (for a mail made later). */
export function registrantMailSubject(
  input: { event: MailEvent; registration: MailRegistrant },
  write: SubjectWriter,
): string {
  const language = mailLanguage(input.registration.language);
  return write({ t: language.t, title: eventIn(input.event, language).title });
}

/**
 * A mail to a registrant about an event, from the group, in the registrant's language: `write` is given that
 * language (its words as `t`) and the event with its texts in it, and answers the subject and the blocks that
 * follow the greeting by name.
 */
export function registrantMail<E extends MailEvent & { ticketTypes?: MailTicketTypes }>(
  input: RegistrantMailInput<E>,
  kind: string,
  write: (written: {
    t: MailLanguage['t'];
    language: MailLanguage;
    event: E;
    title: string;
  }) => RegistrantMailBody,
): MailMessage {
  const language = mailLanguage(input.registration.language);
  const event = eventIn(input.event, language);
  const { subject, blocks, attachments } = write({ t: language.t, language, event, title: event.title });
  const mail = composeMail(
    {
      subject,
      blocks: [{ kind: 'greeting', name: input.registration.fullName }, ...blocks],
      ...contentLanguage(language),
    },
    input,
    // Reminders go to every registrant of an event at once: rendered once, with each one's own values put in.
    [
      input.registration.fullName,
      ...blocks.flatMap((block) =>
        block.kind === 'ticket' ? [block.code] : block.kind === 'action' ? [block.url] : [],
      ),
    ],
  );
  return {
    kind,
    to: input.registration.email,
    ...mail,
    fromName: input.groupName,
    ...(attachments ? { attachments } : {}),
  };
}
