import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { insertEvent, postSignUp, registrationInput } from '../../../../test/fixtures';
import { storedMailsTo } from '../../../../test/outbox';
import { testSmtpServer } from '../../../../test/smtp-server';
import { useTestAppWithSmtp } from '../../../../test/test-app';
import { outboundEmails } from '../../db/schema';
import { createMailComposer } from '../../plugins/mail/mail-composer';
import { createMailer } from '../../plugins/mail/mailer';
import { mailSenderFor } from '../../plugins/mail/sender';
import { createSmtpTransport } from '../../plugins/mail/transport';
import { SIGN_UP_RECIPE, signUpMailMaker } from './messages/sign-up-mail';

// A sign-up's mail is stored as a recipe and made as it is sent (messages/sign-up-mail.ts), through a real SMTP
// server started here.

const smtp = testSmtpServer();

describe('a sign-up’s mail', () => {
  const t = useTestAppWithSmtp(smtp, {
    PUBLIC_URL: 'https://events.example.org',
  });

  const register = async (eventId: string, email: string) => {
    const res = await postSignUp(
      t.app,
      eventId,
      registrationInput(eventId, { fullName: 'Kiran Rao', email }),
    );
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string };
  };

  const storedFor = async (email: string) => (await storedMailsTo(t.database, email))[0];

  it('makes a sign-up’s mail as it is sent, and never sends one whose registration was deleted first', async () => {
    const event = await insertEvent(t.database, 10, { title: 'Holi Mela' });
    smtp.refuseNext = 1;
    const reg = await register(event.id, 'deleted.first@example.com');
    await t.app.mail.idle();
    // Stored as what it is made from: a few hundred bytes, not the mail's draft.
    const stored = await storedFor('deleted.first@example.com');
    expect(stored).toMatchObject({
      kind: 'registration-confirmation',
      subject: 'Registration confirmed: Holi Mela',
      status: 'pending',
      attempts: 1,
    });
    expect(JSON.stringify(stored?.message).length).toBeLessThan(1000);
    const { headers } = await loginAsAdmin(t.app);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/registrations/${reg.id}`,
      headers,
    });
    expect(deleted.statusCode).toBe(204);

    // Due again now, as if its retry delay had passed.
    await t.database.db
      .update(outboundEmails)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(outboundEmails.recipients, 'deleted.first@example.com'));
    await t.app.mail.deliverDue();
    expect(smtp.received.filter((m) => m.to.includes('deleted.first@example.com'))).toHaveLength(0);
    expect(await storedFor('deleted.first@example.com')).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'Not sent: what this mail was about was deleted before it could be sent.',
    });
  });

  it('sends a burst of confirmations in batches, each exactly once, even with a second instance draining too', async () => {
    const event = await insertEvent(t.database, 10);
    const secondTransport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    onTestFinished(() => secondTransport.close());
    const composer = createMailComposer({ logger: { warn: () => {} } });
    onTestFinished(() => composer.close());
    const second = createMailer({
      db: t.database.db,
      transport: secondTransport,
      composer,
      logger: { info: () => {}, warn: () => {}, error: () => {} },
      delivery: 'smtp',
      sender: mailSenderFor({ mailFrom: undefined, publicUrl: 'https://events.example.org' }),
    });
    // As a second server would, it makes the sign-ups' mails from their recipes.
    second.addRecipe(SIGN_UP_RECIPE, signUpMailMaker(t.database.db, t.app.config.siteTimezone));
    const emails = Array.from({ length: 60 }, (_, i) => `batch.${i}@example.com`);
    await Promise.all(emails.map((email) => register(event.id, email)));
    // A second instance (sharing the database) starts draining the same queue at the same moment.
    second.deliverSoon();
    await Promise.all([t.app.mail.idle(), second.idle()]);
    for (const email of emails) {
      expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    }
    const rows = await t.database.db
      .select({ status: outboundEmails.status, attempts: outboundEmails.attempts })
      .from(outboundEmails)
      .where(like(outboundEmails.recipients, 'batch.%'));
    expect(rows).toHaveLength(60);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});
