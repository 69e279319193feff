import { type ContactMessageInput, contactMessageInputSchema } from '@shared/schemas/contact';
import { config } from 'zod';
import type { ContactField } from './contact-fields';

// The Content-Security-Policy forbids eval. Without this, zod probes `new Function` once to see whether it may
// compile its validators, and the browser reports the refused probe as a CSP violation.
config({ jitless: true });

export type ContactValidation =
  | { ok: true; data: ContactMessageInput }
  | { ok: false; errors: Partial<Record<ContactField, string>> };

/** The server's own schema (SPEC §5), so the form shows exactly the messages the API would answer. */
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
