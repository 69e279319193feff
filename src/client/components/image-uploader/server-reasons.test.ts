import en from '@shared/i18n/messages/en.json';
import { describe, expect, it } from 'vitest';
import { SERVER_REASON_IDS } from './server-reasons';

describe("the server's upload refusals", () => {
  it('read in English as the toast showed them: the reason with a capital first letter', () => {
    for (const [reason, id] of Object.entries(SERVER_REASON_IDS)) {
      expect(en[id]).toBe(reason.charAt(0).toUpperCase() + reason.slice(1));
    }
  });
});
