import type { MailMessage } from '../../../plugins/mail/mail-message';
import {
  eventDetailRows,
  type MailEvent,
  type RegistrantMailContext,
} from '../../../plugins/mail/messages/event-details';
import { composeMail } from '../../../plugins/mail/templates/render-mail';

type Application = {
  businessName: string;
  contactPerson: string;
  email: string;
  phone: string;
  businessType: string;
  productsServices: string;
  specialRequirements: string | null;
};

const applicationRows = (a: Application): Array<readonly [string, string]> => [
  ['Business name', a.businessName],
  ['Contact person', a.contactPerson],
  ['Email', a.email],
  ['Phone', a.phone],
  ['Business type', a.businessType],
  ['Products/services', a.productsServices],
  ...(a.specialRequirements ? [['Special requirements', a.specialRequirements] as const] : []),
];

/** To the applicant: we have it, and we will be in touch. */
export function stallAcknowledgement(
  input: RegistrantMailContext & {
    event: MailEvent;
    application: Application;
    /** Taken onto the waiting list because every stall is already taken. */
    waitlisted?: boolean;
  },
): MailMessage {
  const mail = composeMail(
    {
      subject: `Stall application received: ${input.event.title}`,
      blocks: [
        { kind: 'greeting', name: input.application.contactPerson },
        {
          kind: 'paragraph',
          text: `Your stall application for ${input.event.title} has been received. We'll contact you soon!`,
        },
        ...(input.waitlisted
          ? [
              {
                kind: 'paragraph' as const,
                text: 'All stalls are taken at the moment, so your application is on the waiting list.',
              },
            ]
          : []),
        { kind: 'details', rows: eventDetailRows(input.event, input.timeZone) },
        { kind: 'paragraph', text: 'Your application:' },
        { kind: 'details', rows: applicationRows(input.application) },
      ],
    },
    input,
  );
  return { kind: 'stall-acknowledgement', to: input.application.email, ...mail, fromName: input.groupName };
}

/** To the organisers: a new application to review; replying goes to the applicant. */
export function stallOrganiserNotice(
  input: RegistrantMailContext & {
    event: MailEvent;
    application: Application;
    organiserEmail: string;
  },
): MailMessage {
  const mail = composeMail(
    {
      subject: `New stall application: ${input.application.businessName} (${input.event.title})`,
      blocks: [
        { kind: 'paragraph', text: `A new stall application for ${input.event.title}:` },
        { kind: 'details', rows: applicationRows(input.application) },
        { kind: 'details', rows: eventDetailRows(input.event, input.timeZone) },
      ],
    },
    input,
  );
  return {
    kind: 'stall-organiser-notice',
    to: input.organiserEmail,
    replyTo: input.application.email,
    ...mail,
    fromName: input.groupName,
  };
}
