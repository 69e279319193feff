import { and, eq, inArray, like, sql } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loginAsAdmin, XHR_HEADERS } from '../../../../test/auth';
import {
  contactInput,
  insertEvent,
  registrationInput,
  stallApplicationInput,
} from '../../../../test/fixtures';
import { storedMailsTo } from '../../../../test/outbox';
import { testSmtpServer } from '../../../../test/smtp-server';
import { useTestAppWithSmtp } from '../../../../test/test-app';
import { outboundEmails, registrations, siteSettings } from '../../db/schema';
import { createMailComposer } from './mail-composer';
import { createMailer, MAILS_IN_FLIGHT } from './mailer';
import { mailSenderFor } from './sender';
import { createSmtpTransport } from './transport';

// Mail through a real SMTP server started here (test/smtp-server.ts), parsed back with postal-mime.

const smtp = testSmtpServer();

/** Another instance's composer (its worker, if a mail-out starts one, ends with the test). */
const mailComposer = () => {
  const composer = createMailComposer({ logger: { warn: () => {} } });
  onTestFinished(() => composer.close());
  return composer;
};

let ipCounter = 0;
const nextIp = () => `10.4.0.${++ipCounter}`;

describe('mail over SMTP', () => {
  const t = useTestAppWithSmtp(smtp, {
    PUBLIC_URL: 'https://events.example.org',
  });

  const register = async (eventId: string, email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: XHR_HEADERS,
      remoteAddress: nextIp(),
      payload: registrationInput(eventId, { fullName: 'Kiran Rao', email }),
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; manageToken: string };
  };

  it('sends the registrant a confirmation with date, time, venue, an .ics attachment and the manage link', async () => {
    await t.database.db.insert(siteSettings).values({ id: 1, groupName: 'Sangam' }).onConflictDoNothing();
    const event = await insertEvent(t.database, 10, {
      title: 'Diwali Festival of Lights',
      slug: 'diwali-mail-test',
      startsAt: new Date('2030-10-19T00:00:00Z'),
      endsAt: new Date('2030-10-19T05:00:00Z'),
      timeKnown: true,
      venue: 'Tracy Community Center',
      address: '950 East Street, Tracy, CA 95376',
    });
    const reg = await register(event.id, 'kiran@example.com');
    await t.app.mail.idle();

    const got = smtp.received.find((m) => m.to.includes('kiran@example.com'));
    expect(got).toBeDefined();
    const mail = await PostalMime.parse(got?.raw ?? '');
    expect(mail.to?.map((a) => a.address)).toEqual(['kiran@example.com']);
    expect(mail.from?.address).toBe('no-reply@events.example.org');
    expect(mail.from?.name).toBe('Sangam');
    expect(mail.subject).toBe('Registration confirmed: Diwali Festival of Lights');
    expect(mail.text).toContain('Date: Friday, October 18, 2030');
    expect(mail.text).toContain('Time: 5:00 PM - 10:00 PM');
    expect(mail.text).toContain('Venue: Tracy Community Center');
    expect(mail.text).toContain('Address: 950 East Street, Tracy, CA 95376');
    expect(mail.text).toContain(
      `https://events.example.org/events/diwali-mail-test?manage=${reg.id}.${reg.manageToken}`,
    );

    const ics = mail.attachments.find((a) => a.filename === 'diwali-mail-test.ics');
    expect(ics?.mimeType).toBe('text/calendar');
    const icsText =
      typeof ics?.content === 'string' ? ics.content : new TextDecoder().decode(ics?.content as ArrayBuffer);
    expect(icsText).toContain('BEGIN:VEVENT');
    expect(icsText).toContain('SUMMARY:Diwali Festival of Lights');
    expect(icsText).toContain('DTSTART:20301019T000000Z');
    expect(icsText).toContain(`UID:${event.id}@events.example.org`);

    const [stored] = await storedMailsTo(t.database, 'kiran@example.com');
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, kind: 'registration-confirmation' });
    expect(stored?.sentAt).toBeInstanceOf(Date);
  });

  it('sends the organisers contact messages with Reply-To the sender, to the settings contact email', async () => {
    await t.database.db
      .insert(siteSettings)
      .values({ id: 1, contactEmail: 'team@example.org' })
      .onConflictDoUpdate({ target: siteSettings.id, set: { contactEmail: 'team@example.org' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: XHR_HEADERS,
      remoteAddress: nextIp(),
      payload: contactInput({ subject: 'feedback', message: 'Lovely festival, thank you!' }),
    });
    expect(res.statusCode).toBe(201);
    await t.app.mail.idle();
    const got = smtp.received.find((m) => m.to.includes('team@example.org'));
    const mail = await PostalMime.parse(got?.raw ?? '');
    expect(mail.subject).toBe('Contact form: Feedback from Meera Shah');
    expect(mail.replyTo?.[0]?.address).toBe('meera@example.com');
    expect(mail.text).toContain('Lovely festival, thank you!');
  });

  it('sends stall applicants an acknowledgement and the organisers a notice', async () => {
    const event = await insertEvent(t.database, 10, { acceptStallApplications: true, title: 'Mela' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stall-applications',
      headers: XHR_HEADERS,
      remoteAddress: nextIp(),
      payload: stallApplicationInput(event.id),
    });
    expect(res.statusCode).toBe(201);
    await t.app.mail.idle();
    const ack = await PostalMime.parse(
      smtp.received.find((m) => m.to.includes('ravi@example.com'))?.raw ?? '',
    );
    expect(ack.subject).toBe('Stall application received: Mela');
    expect(ack.text).toContain("We'll contact you soon!");
    const notice = await PostalMime.parse(
      smtp.received.find((m) => m.to.includes('team@example.org') && m.raw.includes('Spice Route'))?.raw ??
        '',
    );
    expect(notice.subject).toBe('New stall application: Spice Route (Mela)');
    expect(notice.replyTo?.[0]?.address).toBe('ravi@example.com');
  });

  const storedFor = async (email: string) => (await storedMailsTo(t.database, email))[0];

  /** Makes the mail due now, as if its retry delay had passed, and runs the delivery the timer would. */
  const retryNow = async (email: string) => {
    await t.database.db
      .update(outboundEmails)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(outboundEmails.recipients, email));
    await t.app.mail.deliverDue();
  };

  it('keeps the submission and the mail when sending fails, and sends it once when the server is back', async () => {
    const event = await insertEvent(t.database, 10);
    smtp.refuseNext = 3;
    const reg = await register(event.id, 'retry@example.com');
    await t.app.mail.idle();
    const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, reg.id));
    expect(row).toBeDefined();
    expect(await storedFor('retry@example.com')).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await storedFor('retry@example.com'))?.lastError).toMatch(/Mailbox temporarily unavailable/);
    // Not due yet: the timer's next round leaves it alone.
    await t.app.mail.deliverDue();
    expect(await storedFor('retry@example.com')).toMatchObject({ attempts: 1 });

    for (let i = 0; i < 3; i++) await retryNow('retry@example.com');
    expect(await storedFor('retry@example.com')).toMatchObject({
      status: 'sent',
      attempts: 4,
      lastError: null,
    });
    expect(smtp.received.filter((m) => m.to.includes('retry@example.com'))).toHaveLength(1);
    await retryNow('retry@example.com');
    expect(smtp.received.filter((m) => m.to.includes('retry@example.com'))).toHaveLength(1);
  });

  it('retries with growing delays for more than a day, then gives up and shows the admin the failed mail', async () => {
    const event = await insertEvent(t.database, 10);
    smtp.refuseNext = 1_000;
    await register(event.id, 'never@example.com');
    await t.app.mail.idle();
    const delays: number[] = [];
    for (let i = 0; i < 100; i++) {
      const mail = await storedFor('never@example.com');
      if (mail?.status !== 'pending') break;
      // The database and this process share the machine's clock.
      delays.push(new Date(mail.nextAttemptAt).getTime() - Date.now());
      await retryNow('never@example.com');
    }
    smtp.refuseNext = 0;
    const mail = await storedFor('never@example.com');
    expect(mail?.status).toBe('failed');
    expect(delays[0]).toBeLessThanOrEqual(2 * 60_000);
    for (let i = 1; i < delays.length; i++)
      expect(delays[i]).toBeGreaterThanOrEqual((delays[i - 1] ?? 0) - 5_000);
    expect(delays.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(smtp.received.some((m) => m.to.includes('never@example.com'))).toBe(false);

    const { headers } = await loginAsAdmin(t.app);
    const res = await t.app.inject({ url: '/api/admin/mail/failed', headers });
    expect(res.statusCode).toBe(200);
    const failed = res.json() as {
      recipients: string;
      subject: string;
      attempts: number;
      lastError: string;
    }[];
    expect(failed).toContainEqual(
      expect.objectContaining({
        recipients: 'never@example.com',
        subject: `Registration confirmed: ${event.title}`,
        attempts: mail?.attempts,
        lastError: expect.stringMatching(/Mailbox temporarily unavailable/),
      }),
    );
    expect((await t.app.inject('/api/admin/mail/failed')).statusCode).toBe(401);
  });

  it("sends mail stranded by a stopped process at start-up, at the transport's pace, each once", async () => {
    const emails = Array.from({ length: 120 }, (_, i) => `stranded.${i}@example.com`);
    // Taken for sending by a process that then stopped (its database session is gone).
    await t.database.db.insert(outboundEmails).values(
      emails.map((to) => ({
        kind: 'registration-confirmation',
        recipients: to,
        subject: 'Stranded',
        message: { from: 'a@example.com', to, subject: 'Stranded', text: 'Hello' },
        attempts: 1,
        claimedBy: 'aarohi-stopped-instance',
        nextAttemptAt: sql`now() + interval '10 minutes'`,
      })),
    );
    const restartedTransport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    onTestFinished(() => restartedTransport.close());
    const restarted = createMailer({
      db: t.database.db,
      transport: restartedTransport,
      composer: mailComposer(),
      logger: { info: () => {}, warn: () => {}, error: () => {} },
      delivery: 'smtp',
      sender: mailSenderFor({ mailFrom: undefined, publicUrl: 'https://events.example.org' }),
    });
    const started = Date.now();
    await restarted.start(t.database.kind);
    await restarted.idle();
    // The test app's own retry timer may have taken a share meanwhile, as another instance would: wait for it.
    await t.app.mail.deliverDue();
    expect(Date.now() - started).toBeLessThan(30_000);
    for (const email of emails) {
      expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    }
    const rows = await t.database.db
      .select({ status: outboundEmails.status })
      .from(outboundEmails)
      .where(like(outboundEmails.recipients, 'stranded.%'));
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });

  /** Stores `count` mails due now, to `<prefix>.<n>@example.com`. */
  const storeMails = async (prefix: string, count: number) => {
    const emails = Array.from({ length: count }, (_, i) => `${prefix}.${i}@example.com`);
    await t.database.db.insert(outboundEmails).values(
      emails.map((to) => ({
        kind: 'registration-confirmation',
        recipients: to,
        subject: 'Hello',
        message: { from: 'a@example.com', to, subject: 'Hello', text: 'Hello' },
      })),
    );
    return emails;
  };
  /** Another instance's mailer on the same database, sending through the same SMTP server. */
  const otherMailer = (claimLeaseMs?: number) => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    onTestFinished(() => transport.close());
    return createMailer({
      db: t.database.db,
      transport,
      composer: mailComposer(),
      logger: { info: () => {}, warn: () => {}, error: () => {} },
      delivery: 'smtp',
      sender: mailSenderFor({ mailFrom: undefined, publicUrl: 'https://events.example.org' }),
      claimLeaseMs,
    });
  };
  const sentCount = async (prefix: string) =>
    (
      await t.database.db
        .select({ id: outboundEmails.id })
        .from(outboundEmails)
        .where(and(like(outboundEmails.recipients, `${prefix}.%`), eq(outboundEmails.status, 'sent')))
    ).length;
  const receivedCount = (prefix: string) =>
    smtp.received.filter((m) => m.to.some((to) => to.startsWith(`${prefix}.`))).length;

  it('records each mail sent as soon as the server accepts it, with at most MAILS_IN_FLIGHT not yet recorded', async () => {
    await storeMails('accepted', 12);
    smtp.answerDelayMs = 300;
    onTestFinished(() => {
      smtp.answerDelayMs = 0;
    });
    const mailer = otherMailer();
    const done = mailer.deliverDue();
    // The server has the sixth mail once one of the first five was answered.
    while (receivedCount('accepted') < MAILS_IN_FLIGHT + 1) await new Promise((r) => setTimeout(r, 10));
    const sent = await sentCount('accepted');
    expect(sent).toBeGreaterThan(0);
    expect(receivedCount('accepted') - sent).toBeLessThanOrEqual(MAILS_IN_FLIGHT);
    await done;
    expect(await sentCount('accepted')).toBe(12);
    expect(receivedCount('accepted')).toBe(12);
  });

  it('keeps a claim while its holder sends, though the mail takes longer than the lease: another instance never takes it', async () => {
    const emails = await storeMails('leased', 15);
    smtp.answerDelayMs = 500;
    onTestFinished(() => {
      smtp.answerDelayMs = 0;
    });
    // Three rounds of five mails (1.5 s) against a 1-second lease, while another instance looks every 50 ms.
    const holder = otherMailer(1_000);
    const other = otherMailer(1_000);
    let holding = true;
    const holderDone = holder.deliverDue().finally(() => {
      holding = false;
    });
    while (holding) {
      await other.deliverDue();
      await new Promise((r) => setTimeout(r, 50));
    }
    await holderDone;
    // A mail the holder gave up (its renewal late on a busy machine) is the other's to send.
    await other.deliverDue();
    for (const email of emails) expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    expect(await sentCount('leased')).toBe(15);
  });

  it('does not hand over a mail whose claim another instance has taken meanwhile', async () => {
    const emails = await storeMails('taken', 2 * MAILS_IN_FLIGHT);
    smtp.answerDelayMs = 800;
    onTestFinished(() => {
      smtp.answerDelayMs = 0;
    });
    const holder = otherMailer(1_000);
    const done = holder.deliverDue();
    // The first MAILS_IN_FLIGHT are handed over together; the rest wait for their answers (800 ms away).
    while (receivedCount('taken') < MAILS_IN_FLIGHT) await new Promise((r) => setTimeout(r, 5));
    // As if the holder had stalled past its lease and another instance had claimed what it had not sent yet.
    const waiting = emails.filter((e) => !smtp.received.some((m) => m.to.includes(e)));
    await t.database.db
      .update(outboundEmails)
      .set({ claimedBy: 'aarohi-other-instance' })
      .where(inArray(outboundEmails.recipients, waiting));
    await done;
    expect(waiting.length).toBeGreaterThanOrEqual(MAILS_IN_FLIGHT);
    for (const email of waiting) expect(smtp.received.some((m) => m.to.includes(email))).toBe(false);
    const rows = await t.database.db
      .select({ status: outboundEmails.status, claimedBy: outboundEmails.claimedBy })
      .from(outboundEmails)
      .where(inArray(outboundEmails.recipients, waiting));
    expect(rows.every((r) => r.status === 'pending' && r.claimedBy === 'aarohi-other-instance')).toBe(true);
  });
});
