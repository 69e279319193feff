import { z } from 'zod';
import { MIN_MESSAGE_LENGTH, MIN_NAME_LENGTH } from '../constants';
import { CONTACT_SUBJECTS, type ContactSubject, MAX_MESSAGE_LENGTH } from '../contact-subjects';
import { emailField, honeypotField } from './registrations';

// Contact form rules (docs/product-rules.md, "Contact"); messages are shown word for word.

export const FIRST_NAME_MESSAGE = 'First name must be at least 2 characters';
export const LAST_NAME_MESSAGE = 'Last name must be at least 2 characters';
export const SUBJECT_MESSAGE = 'Please select a subject';
export const MESSAGE_MESSAGE = 'Message must be at least 10 characters';

const subjectValues = CONTACT_SUBJECTS.map((s) => s.value) as [ContactSubject, ...ContactSubject[]];

export const contactSubjectLabel = (value: string): string =>
  CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? value;

export const contactMessageInputSchema = z.strictObject({
  firstName: z
    .string({ error: FIRST_NAME_MESSAGE })
    .trim()
    .min(MIN_NAME_LENGTH, FIRST_NAME_MESSAGE)
    .max(100, 'First name must be at most 100 characters'),
  lastName: z
    .string({ error: LAST_NAME_MESSAGE })
    .trim()
    .min(MIN_NAME_LENGTH, LAST_NAME_MESSAGE)
    .max(100, 'Last name must be at most 100 characters'),
  email: emailField,
  subject: z.enum(subjectValues, { error: SUBJECT_MESSAGE }),
  message: z
    .string({ error: MESSAGE_MESSAGE })
    .trim()
    .min(MIN_MESSAGE_LENGTH, MESSAGE_MESSAGE)
    .max(MAX_MESSAGE_LENGTH, `Message must be at most ${MAX_MESSAGE_LENGTH} characters`),
  website: honeypotField,
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

export const contactMessageCreatedSchema = z.object({ id: z.string() });
