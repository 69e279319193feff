import {
  type ContactMessageInput,
  contactMessageInputSchema,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
  MESSAGE_MESSAGE,
  SUBJECT_MESSAGE,
} from '@shared/schemas/contact';
import { INVALID_EMAIL_MESSAGE } from '@shared/schemas/settings';
import '@client/lib/zod-config';
import type { MessageKey, Translate } from '@client/lib/i18n/i18n-context';
import type { ContactField } from './contact-fields';

export type ContactValidation =
  | { ok: true; data: ContactMessageInput }
  | { ok: false; errors: Partial<Record<ContactField, string>> };

/** The schema's messages a visitor can meet in the form (its fields' lengths are capped), by their ids. */
const MESSAGE_IDS: Record<string, MessageKey> = {
  [FIRST_NAME_MESSAGE]: 'contact.error.firstName',
  [LAST_NAME_MESSAGE]: 'contact.error.lastName',
  [INVALID_EMAIL_MESSAGE]: 'contact.error.email',
  [SUBJECT_MESSAGE]: 'contact.error.subject',
  [MESSAGE_MESSAGE]: 'contact.error.message',
};

/**
 * The server's own schema, so the form shows the messages the API would answer (in English word for word), in the
 * page's language.
 */
export function validateContactMessage(values: Record<string, string>, t: Translate): ContactValidation {
  const result = contactMessageInputSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    const id = MESSAGE_IDS[issue.message];
    errors[field] ??= id ? t(id) : issue.message;
  }
  return { ok: false, errors };
}
