import type { MessageKey, Translate } from '@client/lib/i18n/i18n-context';
import type { ContactSubject } from '@shared/contact-subjects';

/** A contact message's subject as the contact form names it (the public catalogue's words). */
export const SUBJECT_LABELS: Record<ContactSubject, MessageKey> = {
  'event-inquiry': 'contact.subject.eventInquiry',
  volunteer: 'contact.subject.volunteer',
  membership: 'contact.subject.membership',
  feedback: 'contact.subject.feedback',
  other: 'contact.subject.other',
};

/** The subject in the admin's language; one the form no longer offers is shown as stored. */
export const subjectLabel = (subject: string, t: Translate): string =>
  Object.hasOwn(SUBJECT_LABELS, subject) ? t(SUBJECT_LABELS[subject as ContactSubject]) : subject;
