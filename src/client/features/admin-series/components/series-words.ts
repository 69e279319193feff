import type { MessageKey, Translate } from '@client/lib/i18n/i18n-context';
import {
  ADDRESS_MESSAGE,
  CAPACITY_MESSAGE,
  DATE_MESSAGE,
  INVALID_DATE_MESSAGE,
  TITLE_MESSAGE,
  VENUE_MESSAGE,
} from '@shared/schemas/event-payload';
import {
  DURATION_MESSAGE,
  START_TIME_MESSAGE,
  UNTIL_BEFORE_START_MESSAGE,
  type WEEKDAYS,
  WEEKDAYS_MESSAGE,
} from '@shared/schemas/series';

/** Each day's short name on the form (the value is the rule's MO, TU…). */
export const DAY_LABELS: Record<(typeof WEEKDAYS)[number], MessageKey> = {
  MO: 'admin.series.day.mo',
  TU: 'admin.series.day.tu',
  WE: 'admin.series.day.we',
  TH: 'admin.series.day.th',
  FR: 'admin.series.day.fr',
  SA: 'admin.series.day.sa',
  SU: 'admin.series.day.su',
};

/** The shared schema's messages the form can show, by id (English is the schema's, word for word). */
export const SCHEMA_MESSAGE_IDS: Readonly<Record<string, MessageKey>> = {
  [TITLE_MESSAGE]: 'admin.series.error.title',
  [VENUE_MESSAGE]: 'admin.series.error.venue',
  [ADDRESS_MESSAGE]: 'admin.series.error.address',
  [DATE_MESSAGE]: 'admin.series.error.date',
  [INVALID_DATE_MESSAGE]: 'admin.series.error.invalidDate',
  [START_TIME_MESSAGE]: 'admin.series.error.startTime',
  [DURATION_MESSAGE]: 'admin.series.error.duration',
  [UNTIL_BEFORE_START_MESSAGE]: 'admin.series.error.untilBeforeStart',
  [WEEKDAYS_MESSAGE]: 'admin.series.error.weekdays',
  [CAPACITY_MESSAGE]: 'admin.series.error.capacity',
};

/** A schema message in the admin's language; one the map lacks stays in English. */
export function schemaMessage(message: string, t: Translate): string {
  const id = SCHEMA_MESSAGE_IDS[message];
  return id ? t(id) : message;
}
