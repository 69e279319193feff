import en from '@shared/i18n/messages/en.json';
import { describe, expect, it } from 'vitest';
import { SCHEMA_MESSAGE_IDS } from './series-words';

describe("the series form's schema messages", () => {
  it("are the schema's English word for word", () => {
    for (const [text, id] of Object.entries(SCHEMA_MESSAGE_IDS)) expect(en[id]).toBe(text);
  });
});
