import type { MailRegistrant } from '../../../plugins/mail/messages/event-details';

/** A stall application's contact person as the one a registrant mail greets and goes to, in their language. */
export const applicant = (application: { contactPerson: string; email: string } & MailRegistrant) => ({
  fullName: application.contactPerson,
  email: application.email,
  language: application.language,
});
