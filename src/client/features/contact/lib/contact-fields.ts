// The contact form's fields, without the schema module: that one brings the validation library (zod), which loads
// only when the form is first used (validate-contact-message.ts).

/** The form's fields in the order they appear (the first invalid one gets the focus). */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
