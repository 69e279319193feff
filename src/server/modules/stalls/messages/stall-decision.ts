import type { StallDecision } from '@shared/schemas/stall-applications-admin';
import type { MailMessage } from '../../../plugins/mail/mail-message';
import {
  eventDetailRows,
  type MailEvent,
  type RegistrantMailContext,
} from '../../../plugins/mail/messages/event-details';
import { composeMail } from '../../../plugins/mail/templates/render-mail';

const SUBJECTS: Record<StallDecision, (title: string) => string> = {
  approved: (title) => `Your stall application for ${title} is approved`,
  waitlisted: (title) => `Your stall application for ${title} is on the waiting list`,
  declined: (title) => `Your stall application for ${title}`,
};

const SENTENCES: Record<StallDecision, (title: string, business: string) => string> = {
  approved: (title, business) =>
    `Good news: ${business} has a stall at ${title}. We look forward to seeing you!`,
  waitlisted: (title, business) =>
    `All stalls at ${title} are taken for now, so ${business} is on the waiting list. We will write again if a stall becomes free.`,
  declined: (title, business) =>
    `Thank you for applying with ${business}. We are sorry, but we cannot offer you a stall at ${title}.`,
};

/** To the vendor: the organisers' decision on their application, with their message if they wrote one. */
export function stallDecision(
  input: RegistrantMailContext & {
    event: MailEvent;
    application: { businessName: string; contactPerson: string; email: string };
    status: StallDecision;
    message: string | undefined;
    /** The group's contact address: replying reaches the organisers, not the no-reply sender. */
    contactEmail: string;
  },
): MailMessage {
  const { event, application } = input;
  const mail = composeMail(
    {
      subject: SUBJECTS[input.status](event.title),
      blocks: [
        { kind: 'greeting', name: application.contactPerson },
        { kind: 'paragraph', text: SENTENCES[input.status](event.title, application.businessName) },
        ...(input.message ? [{ kind: 'paragraph' as const, text: input.message, linkify: true }] : []),
        { kind: 'details', rows: eventDetailRows(event, input.timeZone) },
      ],
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
