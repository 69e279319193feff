import type { MailMessage } from '../mail-message';
import { eventDetailLines, type MailEvent } from './event-details';

type Application = {
  businessName: string;
  contactPerson: string;
  email: string;
  phone: string;
  businessType: string;
  productsServices: string;
  specialRequirements: string | null;
};

const applicationLines = (a: Application) => [
  `Business name: ${a.businessName}`,
  `Contact person: ${a.contactPerson}`,
  `Email: ${a.email}`,
  `Phone: ${a.phone}`,
  `Business type: ${a.businessType}`,
  `Products/services: ${a.productsServices}`,
  ...(a.specialRequirements ? [`Special requirements: ${a.specialRequirements}`] : []),
];

/** To the applicant: we have it, and we will be in touch. */
export function stallAcknowledgement(input: {
  event: MailEvent;
  application: Application;
  groupName: string;
  timeZone: string;
  /** Taken onto the waiting list because every stall is already taken. */
  waitlisted?: boolean;
}): MailMessage {
  const text = [
    `Hello ${input.application.contactPerson},`,
    '',
    `Your stall application for ${input.event.title} has been received. We'll contact you soon!`,
    ...(input.waitlisted
      ? ['All stalls are taken at the moment, so your application is on the waiting list.']
      : []),
    '',
    ...eventDetailLines(input.event, input.timeZone),
    '',
    'Your application:',
    ...applicationLines(input.application),
    '',
    input.groupName,
  ].join('\n');
  return {
    kind: 'stall-acknowledgement',
    to: input.application.email,
    subject: `Stall application received: ${input.event.title}`,
    text,
    fromName: input.groupName,
  };
}

/** To the organisers: a new application to review; replying goes to the applicant. */
export function stallOrganiserNotice(input: {
  event: MailEvent;
  application: Application;
  organiserEmail: string;
  groupName: string;
  timeZone: string;
}): MailMessage {
  const text = [
    `A new stall application for ${input.event.title}:`,
    '',
    ...applicationLines(input.application),
    '',
    ...eventDetailLines(input.event, input.timeZone),
  ].join('\n');
  return {
    kind: 'stall-organiser-notice',
    to: input.organiserEmail,
    replyTo: input.application.email,
    subject: `New stall application: ${input.application.businessName} (${input.event.title})`,
    text,
    fromName: input.groupName,
  };
}
