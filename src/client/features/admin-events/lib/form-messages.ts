import type { MessageKey, Translate } from '@client/lib/i18n/i18n-context';
import {
  ACTIVITY_NAME_MESSAGE,
  ADDRESS_MESSAGE,
  CAPACITY_MESSAGE,
  CATEGORY_NAME_MESSAGE,
  DATE_MESSAGE,
  REMINDER_HOURS_MESSAGE,
  SLUG_MESSAGE,
  SLUG_TAKEN_MESSAGE,
  SPONSOR_NAME_MESSAGE,
  TITLE_MESSAGE,
  VENUE_MESSAGE,
} from '@shared/schemas/event-payload';
import {
  OPTIONS_NEEDED_MESSAGE,
  QUESTION_LABEL_MESSAGE,
  TICKET_TYPE_NAME_MESSAGE,
  TYPE_CAPACITY_MESSAGE,
} from '@shared/schemas/registration-shape';
import { VIDEO_URL_INVALID_MESSAGE, VIDEO_URL_REQUIRED_MESSAGE } from '@shared/schemas/video-payload';
import { END_WITHOUT_START_MESSAGE, SLUG_LENGTH_MESSAGE, STALL_CAPACITY_MESSAGE } from './event-form-schema';

/**
 * The event form's validation messages (the shared schemas' English, word for word, and the server's refusals of
 * a page address or a video link), by their message ids: English stays the API's words, the other languages show
 * theirs.
 */
export const EVENT_FORM_MESSAGE_IDS: Readonly<Record<string, MessageKey>> = {
  [TITLE_MESSAGE]: 'admin.events.error.title',
  [DATE_MESSAGE]: 'admin.events.error.date',
  [VENUE_MESSAGE]: 'admin.events.error.venue',
  [ADDRESS_MESSAGE]: 'admin.events.error.address',
  [SPONSOR_NAME_MESSAGE]: 'admin.events.error.sponsorName',
  [CATEGORY_NAME_MESSAGE]: 'admin.events.error.categoryName',
  [ACTIVITY_NAME_MESSAGE]: 'admin.events.error.activityName',
  [SLUG_MESSAGE]: 'admin.events.error.slug',
  [SLUG_TAKEN_MESSAGE]: 'admin.events.error.slugTaken',
  [SLUG_LENGTH_MESSAGE]: 'admin.events.error.slugLength',
  [CAPACITY_MESSAGE]: 'admin.events.error.capacity',
  [REMINDER_HOURS_MESSAGE]: 'admin.events.error.reminderHours',
  [STALL_CAPACITY_MESSAGE]: 'admin.events.error.stallCapacity',
  [END_WITHOUT_START_MESSAGE]: 'admin.events.error.endWithoutStart',
  [TICKET_TYPE_NAME_MESSAGE]: 'admin.events.error.ticketTypeName',
  [TYPE_CAPACITY_MESSAGE]: 'admin.events.error.ticketTypeCapacity',
  [QUESTION_LABEL_MESSAGE]: 'admin.events.error.questionLabel',
  [OPTIONS_NEEDED_MESSAGE]: 'admin.events.error.optionsNeeded',
  [VIDEO_URL_REQUIRED_MESSAGE]: 'admin.events.error.videoUrlRequired',
  [VIDEO_URL_INVALID_MESSAGE]: 'admin.events.error.videoUrlInvalid',
};

/** A form message in the admin's language; one the map lacks stays as the schema (or server) wrote it. */
export function translateFormMessage(message: string | undefined, t: Translate): string | undefined {
  if (message === undefined) return undefined;
  const id = EVENT_FORM_MESSAGE_IDS[message];
  return id ? t(id) : message;
}
