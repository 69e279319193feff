import type { MessageKey, Translate } from '@client/lib/i18n/i18n-context';
import {
  NEEDED_MESSAGE,
  ROLE_MESSAGE,
  SHIFT_ORDER_MESSAGE,
  SHIFT_TIME_MESSAGE,
} from '@shared/schemas/volunteers';

/** The shared schema's messages the shift form can show, by id (English is the schema's, word for word). */
export const SCHEMA_MESSAGE_IDS: Readonly<Record<string, MessageKey>> = {
  [ROLE_MESSAGE]: 'admin.volunteers.error.role',
  [SHIFT_TIME_MESSAGE]: 'admin.volunteers.error.time',
  [SHIFT_ORDER_MESSAGE]: 'admin.volunteers.error.order',
  [NEEDED_MESSAGE]: 'admin.volunteers.error.needed',
};

/** A schema message in the admin's language; one the map lacks stays in English. */
export function schemaMessage(message: string, t: Translate): string {
  const id = SCHEMA_MESSAGE_IDS[message];
  return id ? t(id) : message;
}
