import { adminCatalogue } from '@client/lib/i18n/admin-catalogue';
import { pageLanguage } from '@client/lib/i18n/i18n-context';
import en from '@shared/i18n/messages/en.json';
import { describe, expect, it } from 'vitest';
import { SCHEMA_MESSAGE_IDS, schemaMessage } from './settings-words';

describe("the settings form's schema messages", () => {
  it("are the schema's English word for word, the length limits too", async () => {
    for (const [text, id] of Object.entries(SCHEMA_MESSAGE_IDS)) expect(en[id]).toBe(text);
    const { t } = pageLanguage('en', await adminCatalogue('en'));
    expect(schemaMessage('At most 10000 characters', t)).toBe('At most 10000 characters');
    expect(schemaMessage('Something else', t)).toBe('Something else');
  });
});
