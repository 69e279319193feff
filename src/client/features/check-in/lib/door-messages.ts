import type { MessageKey, Translate } from '@client/lib/i18n/i18n-context';
import { translateSchemaMessage } from '@client/lib/i18n/schema-messages';

/**
 * The server's refusals at the door that are fixed texts, by their message ids (the keys are the server's English
 * word for word; a unit test checks them). Refusals that name a party or an event are shown as the server wrote
 * them.
 */
export const DOOR_REFUSAL_IDS: Readonly<Record<string, MessageKey>> = {
  'Unknown ticket: no registration has this code': 'admin.checkIn.refusal.unknownTicket',
  'Registration not found': 'admin.checkIn.refusal.unknownRegistration',
};

/** A refusal or validation message from the server in the admin's language, when it is one of the known ones. */
export function doorMessage(message: string, t: Translate): string {
  const id = DOOR_REFUSAL_IDS[message];
  return id ? t(id) : translateSchemaMessage(message, t);
}
