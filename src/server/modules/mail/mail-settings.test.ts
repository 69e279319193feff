import net from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin, TEST_ADMIN, XHR_HEADERS } from '../../../../test/auth';
import { insertEvent, registrationInput } from '../../../../test/fixtures';
import { outboxMails, storedMailsTo } from '../../../../test/outbox';
import { testSmtpServer } from '../../../../test/smtp-server';
import { useTestApp, useTestAppWithSmtp } from '../../../../test/test-app';
import { users } from '../../db/schema';

// Mail status (SMTP or only the outbox, and who mail comes from) and the admin's "Send a test email".

const testMail = async (app: Parameters<typeof loginAsAdmin>[0], payload: object) => {
  const { headers } = await loginAsAdmin(app);
  return app.inject({ method: 'POST', url: '/api/admin/mail/test', headers, payload });
};

describe('without SMTP_URL (outbox only)', () => {
  const t = useTestApp();

  it('says no mail leaves the server, and the public views are told not to promise an email', async () => {
    const { headers } = await loginAsAdmin(t.app);
    const status = await t.app.inject({ url: '/api/admin/mail/status', headers });
    expect(status.json()).toMatchObject({ delivery: 'outbox', from: null });
    expect(status.json().fromProblem).toMatch(/MAIL_FROM is not set, and neither is PUBLIC_URL/);
    expect((await t.app.inject('/api/site-config')).json()).toMatchObject({ mailEnabled: false });
  });

  it('writes the test email to the outbox and says so', async () => {
    const res = await testMail(t.app, { to: 'someone@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ to: 'someone@example.com', delivery: 'outbox' });
    expect(res.json().detail).toMatch(/^No mail leaves this server: SMTP_URL is not set\..*outbox/);
    const [mail] = await outboxMails(t.dataDir);
    expect(mail?.subject).toMatch(/^Test email from /);
    expect(mail?.text).toContain('If you can read it');
    expect(mail?.html).toContain('If you can read it');
    expect(mail?.from?.address).toBe('no-reply@mail-from-not-set.invalid');
  });

  it('needs an address when the admin’s account has none, and refuses one that is not an address', async () => {
    const none = await testMail(t.app, {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ errors: [{ path: 'to' }] });
    expect(none.json().message).toMatch(/your account has no email address/);
    const bad = await testMail(t.app, { to: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors?.[0]?.path).toBe('to');
  });

  it('is for admins only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/mail/test',
      headers: XHR_HEADERS,
      payload: { to: 'x@example.com' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('with SMTP_URL', () => {
  const smtp = testSmtpServer();
  const t = useTestAppWithSmtp(smtp, {
    PUBLIC_URL: 'https://events.example.org',
  });

  it('reports SMTP with the default sender, and the public views may promise an email', async () => {
    const { headers } = await loginAsAdmin(t.app);
    const status = await t.app.inject({ url: '/api/admin/mail/status', headers });
    expect(status.json()).toEqual({
      delivery: 'smtp',
      from: 'no-reply@events.example.org',
      fromProblem: null,
    });
    expect((await t.app.inject('/api/site-config')).json()).toMatchObject({ mailEnabled: true });
  });

  it('sends the test email to the signed-in admin’s own address when none is typed', async () => {
    await loginAsAdmin(t.app);
    await t.database.db
      .update(users)
      .set({ email: 'admin.own@example.com' })
      .where(eq(users.username, TEST_ADMIN.username));
    const res = await testMail(t.app, { to: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ to: 'admin.own@example.com', delivery: 'smtp' });
    expect(res.json().detail).toMatch(/^The mail server accepted the test email to admin\.own@example\.com/);
    const [mail] = await smtp.mailsTo('admin.own@example.com');
    expect(mail?.from?.address).toBe('no-reply@events.example.org');
    expect(mail?.html).toContain('href="https://events.example.org"');
  });

  it('reports the mail server’s refusal in words', async () => {
    smtp.refuseNext = 1;
    const res = await testMail(t.app, { to: 'refused@example.com' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'The test email to refused@example.com was not sent. The mail server refused the mail. The mail server answered: 451 Mailbox temporarily unavailable',
    );
  });
});

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('with SMTP_URL on a server that does not answer', () => {
  let port = 0;
  // Registered before useTestApp's own beforeAll, so it runs first: the app is built with this port.
  beforeAll(async () => {
    port = await closedPort();
  });
  const t = useTestApp({
    get SMTP_URL() {
      return `smtp://127.0.0.1:${port}`;
    },
    PUBLIC_URL: 'https://events.example.org',
  });
  it('says it could not reach the mail server, and what to check', async () => {
    const res = await testMail(t.app, { to: 'nobody@example.com' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(
      /^The test email to nobody@example\.com was not sent\. Could not reach the mail server: .*ECONNREFUSED.*Check the host and port in SMTP_URL/,
    );
  });
});

describe('with SMTP_URL and PUBLIC_URL on an IP address, without MAIL_FROM', () => {
  const smtp = testSmtpServer();
  const t = useTestAppWithSmtp(smtp, {
    PUBLIC_URL: 'http://192.168.1.5:3000',
  });

  it('sends nothing from an IP address: the dashboard and the test email say MAIL_FROM must be set', async () => {
    const { headers } = await loginAsAdmin(t.app);
    const status = (await t.app.inject({ url: '/api/admin/mail/status', headers })).json();
    expect(status).toMatchObject({ delivery: 'smtp', from: null });
    expect(status.fromProblem).toMatch(
      /PUBLIC_URL's host \(192\.168\.1\.5\) is not a domain name.*set MAIL_FROM/,
    );
    expect((await t.app.inject('/api/site-config')).json()).toMatchObject({ mailEnabled: false });

    const res = await testMail(t.app, { to: 'ip@example.com' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/MAIL_FROM is not set/);

    // A confirmation is stored and kept for later (MAIL_FROM may be set meanwhile), never sent from the IP.
    const event = await insertEvent(t.database, 10);
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: XHR_HEADERS,
      payload: registrationInput(event.id, {
        fullName: 'Ip Person',
        email: 'ip.reg@example.com',
        guestCount: 1,
      }),
    });
    expect(reg.statusCode).toBe(201);
    await t.app.mail.idle();
    expect(smtp.received).toHaveLength(0);
    const [row] = await storedMailsTo(t.database, 'ip.reg@example.com');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/MAIL_FROM is not set/);
  });
});
