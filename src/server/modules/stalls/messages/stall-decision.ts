import type { StallDecision } from '@shared/schemas/stall-applications-admin';
import { mailLanguage } from '../../../plugins/mail/i18n/mail-language';
import type { MailMessage } from '../../../plugins/mail/mail-message';
import {
  contentLanguage,
  eventDetailRows,
  eventIn,
  type MailEvent,
  type MailRegistrant,
  type RegistrantMailContext,
} from '../../../plugins/mail/messages/event-details';
import { composeMail } from '../../../plugins/mail/templates/render-mail';

const SUBJECTS = {
  approved: 'stallDecision.subject.approved',
  waitlisted: 'stallDecision.subject.waitlisted',
  declined: 'stallDecision.subject.declined',
} as const satisfies Record<StallDecision, string>;

const SENTENCES = {
  approved: 'stallDecision.text.approved',
  waitlisted: 'stallDecision.text.waitlisted',
  declined: 'stallDecision.text.declined',
} as const satisfies Record<StallDecision, string>;

/** To the vendor: the organisers' decision on their application, with their message if they wrote one. */
export function stallDecision(
  input: RegistrantMailContext & {
    event: MailEvent;
    application: { businessName: string; contactPerson: string; email: string } & MailRegistrant;
    status: StallDecision;
    message: string | undefined;
    /** The group's contact address: replying reaches the organisers, not the no-reply sender. */
    contactEmail: string;
  },
): MailMessage {
  const { application } = input;
  const language = mailLanguage(application.language);
  const { t } = language;
  const event = eventIn(input.event, language);
  const { title } = event;
  const mail = composeMail(
    {
      subject: t(SUBJECTS[input.status], { title }),
      blocks: [
        { kind: 'greeting', name: application.contactPerson },
        {
          kind: 'paragraph',
          text: t(SENTENCES[input.status], { title, business: application.businessName }),
        },
        // The organisers' own words, as written.
        ...(input.message ? [{ kind: 'paragraph' as const, text: input.message, linkify: true }] : []),
        { kind: 'details', rows: eventDetailRows(event, input.timeZone, language) },
      ],
      ...contentLanguage(language),
    },
    input,
  );
  return {
    kind: `stall-${input.status}`,
    to: application.email,
    replyTo: input.contactEmail || undefined,
    ...mail,
    fromName: input.groupName,
  };
}
