import { adminCatalogue } from '@client/lib/i18n/admin-catalogue';
import { pageLanguage, type Translate } from '@client/lib/i18n/i18n-context';
import { beforeAll, describe, expect, it } from 'vitest';
import { testMailDetail, testMailError } from './test-mail-words';

let en: Translate;
let hi: Translate;
beforeAll(async () => {
  en = pageLanguage('en', await adminCatalogue('en')).t;
  hi = pageLanguage('hi', await adminCatalogue('hi')).t;
});

// The server's sentences (src/server/modules/mail/test-mail-service.ts), as it writes them.
const outbox =
  'No mail leaves this server: SMTP_URL is not set. The test email to a@example.org was written to /data/outbox/1.eml.';
const accepted = (from: string) =>
  `The mail server accepted the test email to a@example.org. If it does not arrive within a few minutes, look in the spam folder, and check that your mail provider lets the site send from ${from}.`;
const noAddress = 'Type the address to send the test email to: your account has no email address.';
const notSent = 'The test email to a@example.org was not sent. 550 Mailbox unavailable.';

describe("a test email's outcome", () => {
  it('reads in English exactly as the server wrote it', () => {
    for (const detail of [outbox, accepted('events@example.org'), accepted('its sender address')]) {
      expect(testMailDetail(detail, en)).toBe(detail);
    }
    for (const message of [noAddress, notSent, 'Something else.'])
      expect(testMailError(message, en)).toBe(message);
  });

  it("reads in the admin's language, the address, path and the mail server's words kept", () => {
    const text = testMailDetail(outbox, hi);
    expect(text).not.toBe(outbox);
    expect(text).toContain('a@example.org');
    expect(text).toContain('/data/outbox/1.eml');
    expect(testMailError(notSent, hi)).toContain('550 Mailbox unavailable.');
    expect(testMailDetail('Unknown words.', hi)).toBe('Unknown words.');
  });
});
