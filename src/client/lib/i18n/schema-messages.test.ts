import en from '@shared/i18n/messages/en.json';
import { TICKETS_TOTAL_MESSAGE } from '@shared/schemas/registration-shape';
import { MAX_GUESTS_MESSAGE, MIN_GUESTS_MESSAGE, NAME_MESSAGE } from '@shared/schemas/registrations';
import { EVENT_IDS_MESSAGE } from '@shared/schemas/series';
import { INVALID_EMAIL_MESSAGE } from '@shared/schemas/settings';
import {
  BUSINESS_NAME_MESSAGE,
  BUSINESS_TYPE_MESSAGE,
  CONTACT_PERSON_MESSAGE,
  DUPLICATE_STALL_APPLICATION_MESSAGE,
  LIST_PUBLICLY_LABEL,
  PHONE_MESSAGE,
  PRODUCTS_MESSAGE,
  STALLS_FULL_MESSAGE,
  STALLS_WAITLIST_NOTE,
} from '@shared/schemas/stalls';
import { CHOOSE_SHIFT_MESSAGE, VOLUNTEER_PHONE_MESSAGE } from '@shared/schemas/volunteers';
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues';
import { pageLanguage } from './i18n-context';
import { SCHEMA_MESSAGE_IDS, translateSchemaMessage } from './schema-messages';

const messages = en as Record<string, string>;

describe('the public forms’ schema messages', () => {
  it('are the schemas’ English word for word, each with its message in the English catalogue', () => {
    const schemaMessages = [
      NAME_MESSAGE,
      INVALID_EMAIL_MESSAGE,
      MIN_GUESTS_MESSAGE,
      MAX_GUESTS_MESSAGE,
      TICKETS_TOTAL_MESSAGE,
      EVENT_IDS_MESSAGE,
      BUSINESS_NAME_MESSAGE,
      CONTACT_PERSON_MESSAGE,
      PHONE_MESSAGE,
      VOLUNTEER_PHONE_MESSAGE,
      BUSINESS_TYPE_MESSAGE,
      PRODUCTS_MESSAGE,
      DUPLICATE_STALL_APPLICATION_MESSAGE,
      STALLS_FULL_MESSAGE,
      CHOOSE_SHIFT_MESSAGE,
    ];
    expect([...new Set(schemaMessages)].sort()).toEqual(Object.keys(SCHEMA_MESSAGE_IDS).sort());
    for (const [text, id] of Object.entries(SCHEMA_MESSAGE_IDS)) expect(messages[id], id).toBe(text);
  });

  it('keeps the stall dialog’s fixed texts as the schema words them', () => {
    expect(messages['stall.listPublicly']).toBe(LIST_PUBLICLY_LABEL);
    expect(messages['stall.waitlistNote']).toBe(STALLS_WAITLIST_NOTE);
    expect(messages['stall.full']).toBe(STALLS_FULL_MESSAGE);
  });

  it('shows in the page’s language, and leaves a message it does not know as it is', () => {
    const hi = pageLanguage('hi', catalogues.hi).t;
    const english = pageLanguage('en', catalogues.en).t;
    expect(translateSchemaMessage(NAME_MESSAGE, english)).toBe(NAME_MESSAGE);
    expect(translateSchemaMessage(NAME_MESSAGE, hi)).toBe('नाम कम से कम 2 अक्षरों का होना चाहिए');
    expect(translateSchemaMessage('Event is full', hi)).toBe('Event is full');
  });
});
