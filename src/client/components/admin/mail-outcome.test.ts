import { adminCatalogue } from '@client/lib/i18n/admin-catalogue';
import { pageLanguage } from '@client/lib/i18n/i18n-context';
import { describe, expect, it } from 'vitest';
import { mailOutcome } from './mail-outcome';

const outbox = { delivery: 'outbox', from: null, fromProblem: null } as const;
const smtp = { delivery: 'smtp', from: 'events@example.org', fromProblem: null } as const;

describe('mailOutcome: what happened to a stored mail, in words', () => {
  it('says it waits in the outbox when mail is not set up, else that it is queued', () => {
    expect(mailOutcome(outbox, 'The updated ticket')).toBe(
      'The updated ticket is waiting in the outbox because mail is not set up',
    );
    expect(mailOutcome(smtp, 'Their mails', { plural: true })).toBe('Their mails are queued for sending');
    expect(mailOutcome(undefined, 'Its mail')).toBe('Its mail is queued for sending');
  });

  it("says the same through the catalogue in English, and in the admin's language otherwise", async () => {
    const { t } = pageLanguage('en', await adminCatalogue('en'));
    expect(mailOutcome(outbox, 'The updated ticket', { t })).toBe(
      'The updated ticket is waiting in the outbox because mail is not set up',
    );
    expect(mailOutcome(outbox, 'Their mails', { plural: true, t })).toBe(
      'Their mails are waiting in the outbox because mail is not set up',
    );
    expect(mailOutcome(smtp, 'Their mails', { plural: true, t })).toBe('Their mails are queued for sending');
    expect(mailOutcome(undefined, 'Its mail', { t })).toBe('Its mail is queued for sending');
    const es = pageLanguage('es', await adminCatalogue('es')).t;
    expect(mailOutcome(smtp, 'Sus correos', { plural: true, t: es })).toBe(
      'Sus correos están en la cola de envío',
    );
  });
});
