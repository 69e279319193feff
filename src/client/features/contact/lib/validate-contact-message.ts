import { type ContactMessageInput, contactMessageInputSchema } from '@shared/schemas/contact';
import '@client/lib/zod-config';
import type { ContactField } from './contact-fields';

export type ContactValidation =
  | { ok: true; data: ContactMessageInput }
  | { ok: false; errors: Partial<Record<ContactField, string>> };

/** The server's own schema, so the form shows exactly the messages the API would answer. */
export function validateContactMessage(values: Record<string, string>): ContactValidation {
  const result = contactMessageInputSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
