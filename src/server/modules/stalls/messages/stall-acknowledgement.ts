import { type MailLanguage, mailLanguage } from '../../../plugins/mail/i18n/mail-language';
import type { MailMessage } from '../../../plugins/mail/mail-message';
import {
  eventDetailRows,
  type MailEvent,
  type MailRegistrant,
  type RegistrantMailContext,
} from '../../../plugins/mail/messages/event-details';
import { registrantMail } from '../../../plugins/mail/messages/registrant-mail';
import { composeMail } from '../../../plugins/mail/templates/render-mail';
import { applicant } from './applicant';

type Application = {
  businessName: string;
  contactPerson: string;
  email: string;
  phone: string;
  businessType: string;
  productsServices: string;
  specialRequirements: string | null;
} & MailRegistrant;

/** The application as its details block shows it, labelled in the mail's language (English for the organisers). */
const applicationRows = (
  a: Application,
  { t }: MailLanguage = mailLanguage(null),
): Array<readonly [string, string]> => [
  [t('stall.businessName'), a.businessName],
  [t('stall.contactPerson'), a.contactPerson],
  [t('stall.email'), a.email],
  [t('stall.phone'), a.phone],
  [t('stall.businessType'), a.businessType],
  [t('stall.productsServices'), a.productsServices],
  ...(a.specialRequirements ? [[t('stall.specialRequirements'), a.specialRequirements] as const] : []),
];

/** To the applicant, in the language of the page the application was sent from: we have it, and will be in touch. */
export function stallAcknowledgement(
  input: RegistrantMailContext & {
    event: MailEvent;
    application: Application;
    /** Taken onto the waiting list because every stall is already taken. */
    waitlisted?: boolean;
  },
): MailMessage {
  const { application } = input;
  return registrantMail(
    { ...input, registration: applicant(application) },
    'stall-acknowledgement',
    ({ t, language, event, title }) => ({
      subject: t('stall.subject', { title }),
      blocks: [
        { kind: 'paragraph', text: t('stall.text', { title }) },
        ...(input.waitlisted ? [{ kind: 'paragraph' as const, text: t('stall.waitlisted') }] : []),
        { kind: 'details', rows: eventDetailRows(event, input.timeZone, language) },
        { kind: 'paragraph', text: t('stall.yourApplication') },
        { kind: 'details', rows: applicationRows(application, language) },
      ],
    }),
  );
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
