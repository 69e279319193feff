import type { MessageKey, Translate } from '@client/lib/i18n/i18n-context';
import {
  BODY_REQUIRED_MESSAGE,
  BODY_TOO_LONG_MESSAGE,
  type EventMessageAudience,
  SUBJECT_ONE_LINE_MESSAGE,
  SUBJECT_REQUIRED_MESSAGE,
  SUBJECT_TOO_LONG_MESSAGE,
} from '@shared/schemas/event-messages';

/** Each audience's name on screen (its value is what the API takes). */
export const AUDIENCE_NAMES: Record<EventMessageAudience, MessageKey> = {
  confirmed: 'admin.eventMessages.audience.confirmed',
  waitlisted: 'admin.eventMessages.audience.waitlisted',
  'checked-in': 'admin.eventMessages.audience.checkedIn',
  'not-checked-in': 'admin.eventMessages.audience.notCheckedIn',
  all: 'admin.eventMessages.audience.all',
  volunteers: 'admin.eventMessages.audience.volunteers',
  'shift-volunteers': 'admin.eventMessages.audience.shiftVolunteers',
  selected: 'admin.eventMessages.audience.selected',
};

/** The shared schema's messages the form can show, by id (English is the schema's, word for word). */
export const SCHEMA_MESSAGE_IDS: Readonly<Record<string, MessageKey>> = {
  [SUBJECT_REQUIRED_MESSAGE]: 'admin.eventMessages.error.subjectRequired',
  [SUBJECT_TOO_LONG_MESSAGE]: 'admin.eventMessages.error.subjectTooLong',
  [SUBJECT_ONE_LINE_MESSAGE]: 'admin.eventMessages.error.subjectOneLine',
  [BODY_REQUIRED_MESSAGE]: 'admin.eventMessages.error.bodyRequired',
  [BODY_TOO_LONG_MESSAGE]: 'admin.eventMessages.error.bodyTooLong',
};

/** A schema message in the admin's language; one the map lacks stays in English. */
export function schemaMessage(message: string, t: Translate): string {
  const id = SCHEMA_MESSAGE_IDS[message];
  return id ? t(id) : message;
}
