import { type MailLanguage, mailLanguage } from '../../../plugins/mail/i18n/mail-language';
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

/** To the applicant: we have it, and we will be in touch. */
export function stallAcknowledgement(
  input: RegistrantMailContext & {
    event: MailEvent;
    application: Application;
    /** Taken onto the waiting list because every stall is already taken. */
    waitlisted?: boolean;
  },
): MailMessage {
  // In the language of the page the application was sent from.
  const language = mailLanguage(input.application.language);
  const { t } = language;
  const event = eventIn(input.event, language);
  const { title } = event;
  const mail = composeMail(
    {
      subject: t('stall.subject', { title }),
      blocks: [
        { kind: 'greeting', name: input.application.contactPerson },
        { kind: 'paragraph', text: t('stall.text', { title }) },
        ...(input.waitlisted ? [{ kind: 'paragraph' as const, text: t('stall.waitlisted') }] : []),
        { kind: 'details', rows: eventDetailRows(event, input.timeZone, language) },
        { kind: 'paragraph', text: t('stall.yourApplication') },
        { kind: 'details', rows: applicationRows(input.application, language) },
      ],
      ...contentLanguage(language),
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
