import en from '@shared/i18n/messages/en.json';
import { AUDIENCE_LABELS, EVENT_MESSAGE_AUDIENCES } from '@shared/schemas/event-messages';
import { describe, expect, it } from 'vitest';
import { AUDIENCE_NAMES, SCHEMA_MESSAGE_IDS } from './message-words';

describe("an event message's words", () => {
  it("are the schema's English word for word", () => {
    for (const [text, id] of Object.entries(SCHEMA_MESSAGE_IDS)) expect(en[id]).toBe(text);
    for (const audience of EVENT_MESSAGE_AUDIENCES) {
      expect(en[AUDIENCE_NAMES[audience]]).toBe(AUDIENCE_LABELS[audience]);
    }
  });
});
