import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { adminCatalogue } from '@client/lib/i18n/admin-catalogue';
import { pageLanguage } from '@client/lib/i18n/i18n-context';
import en from '@shared/i18n/messages/en.json';
import { describe, expect, it } from 'vitest';
import { DOOR_REFUSAL_IDS, doorMessage } from './door-messages';

// The client imports nothing of the server: its refusals are read from the source.
const service = readFileSync(
  resolve(import.meta.dirname, '../../../../server/modules/check-ins/check-in-service.ts'),
  'utf8',
);

describe("the server's refusals at the door", () => {
  it("are the server's words in English, and translated otherwise", async () => {
    for (const [message, id] of Object.entries(DOOR_REFUSAL_IDS)) {
      expect(service).toContain(`'${message}'`);
      expect(en[id]).toBe(message);
    }
    const hi = pageLanguage('hi', await adminCatalogue('hi'));
    const unknown = 'Unknown ticket: no registration has this code';
    expect(doorMessage(unknown, hi.t)).not.toBe(unknown);
    expect(doorMessage('Name must be at least 2 characters', hi.t)).not.toBe(
      'Name must be at least 2 characters',
    );
    expect(doorMessage('Something else', hi.t)).toBe('Something else');
  });
});
