// The contact form's subject list and the message limit. Kept apart from the zod schema so the contact
// page can draw its form without loading the validation library.

export const MAX_MESSAGE_LENGTH = 5000;

export const CONTACT_SUBJECTS = [
  { value: 'event-inquiry', label: 'Event Inquiry' },
  { value: 'volunteer', label: 'Volunteer Opportunities' },
  { value: 'membership', label: 'Community Membership' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'other', label: 'Other' },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];
