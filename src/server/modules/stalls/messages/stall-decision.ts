import type { StallDecision } from '@shared/schemas/stall-applications-admin';
import type { MailMessage } from '../../../plugins/mail/mail-message';
import {
  eventDetailRows,
  type MailEvent,
  type MailRegistrant,
  type RegistrantMailContext,
} from '../../../plugins/mail/messages/event-details';
import { registrantMail } from '../../../plugins/mail/messages/registrant-mail';
import { applicant } from './applicant';

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
  const mail = registrantMail(
    { ...input, registration: applicant(application) },
    `stall-${input.status}`,
    ({ t, language, event, title }) => ({
      subject: t(SUBJECTS[input.status], { title }),
      blocks: [
        {
          kind: 'paragraph',
          text: t(SENTENCES[input.status], { title, business: application.businessName }),
        },
        // The organisers' own words, as written.
        ...(input.message ? [{ kind: 'paragraph' as const, text: input.message, linkify: true }] : []),
        { kind: 'details', rows: eventDetailRows(event, input.timeZone, language) },
      ],
    }),
  );
  return { ...mail, replyTo: input.contactEmail || undefined };
}
