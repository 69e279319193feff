import type {
  MAX_MESSAGE_LENGTH as SCHEMA_MAX_MESSAGE_LENGTH,
  CONTACT_SUBJECTS as SCHEMA_SUBJECTS,
} from '@shared/schemas/contact';

// What the contact form needs to draw itself, without the schema module: that one brings the validation library
// (zod), which loads only when the form is first used (validate-contact-message.ts). The `satisfies` checks keep
// these identical to the schema's (SPEC §5 "Contact form"): a change there fails the type check here.

export const CONTACT_SUBJECTS = [
  { value: 'event-inquiry', label: 'Event Inquiry' },
  { value: 'volunteer', label: 'Volunteer Opportunities' },
  { value: 'membership', label: 'Community Membership' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'other', label: 'Other' },
] as const satisfies typeof SCHEMA_SUBJECTS;

export const MAX_MESSAGE_LENGTH = 5000 satisfies typeof SCHEMA_MAX_MESSAGE_LENGTH;

/** The form's fields in the order they appear (the first invalid one gets the focus). */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
