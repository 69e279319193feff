import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { MAILS_IN_FLIGHT } from '../../src/server/plugins/mail/mailer';
import { type ServerProcess, startServer, throwawayPostgresDatabase, waitHealthy } from './server-process';

// Two server processes sending one PostgreSQL database's mail queue through a slow mail server, one of them
// killed (SIGKILL) in the middle of sending: what it had taken must still go out, soon, and nothing it had
// already handed over may go out again but the mails that were in flight (docs/architecture.md, "Mail outbox").

const running: ServerProcess[] = [];
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const s of running) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(running.map((s) => s.exited));
  for (const close of closers) await close();
});

/**
 * A real SMTP server that takes a mail in and answers for it only `answerMs` later, as a slow one does. A mail
 * counts as delivered once its data has arrived, before the answer: the server keeps a mail whose sender hung
 * up while waiting for the answer, which is what makes a crash repeat a mail.
 */
async function slowSmtpServer(answerMs: number) {
  const state = { delivered: [] as string[], answered: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) state.delivered.push(to.address);
        setTimeout(() => {
          state.answered++;
          callback();
        }, answerMs);
      });
    },
  });
  // The killed instance's connections end in a reset: expected here, and an unheard 'error' event would throw.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    state,
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    /** Mails whose data arrived but whose answer has not been given yet. */
    inFlight: () => state.delivered.length - state.answered,
  };
}

const until = async (condition: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return condition();
};

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'mail of an instance killed while sending (needs TEST_DATABASE_URL)',
  () => {
    it('is sent by the other instance within a minute, repeating at most the mails that were in flight', async () => {
      const { url, drop } = await throwawayPostgresDatabase('mailkill');
      closers.push(drop);

      // Reminders due for MAILS registrants: each instance stores some at start-up and sends them.
      const MAILS = 40;
      const database = await openPostgres(url);
      await migrateDatabase(database);
      const seeding = new pg.Client({ connectionString: url });
      await seeding.connect();
      await seeding.query(`
        with event as (
          insert into events (slug, title, starts_at, time_known, venue, address, reminder_hours_before)
          values ('killed-sender', 'Killed Sender Night', now() + interval '2 hours', true, 'Hall', '1 Main St', 24)
          returning id
        )
        insert into registrations (event_id, full_name, email, guest_count, status, created_at)
        select event.id, 'Guest ' || g, 'guest' || g || '@example.org', 1, 'confirmed', now() - interval '2 days'
        from event, generate_series(1, ${MAILS}) g`);
      await seeding.end();
      await database.close();

      const smtp = [await slowSmtpServer(1_000), await slowSmtpServer(1_000)];
      const dataDirs = smtp.map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-proc-')));
      closers.push(async () => {
        for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
      });
      const servers = await Promise.all(
        smtp.map(async (mail, i) => {
          const server = await startServer(
            {
              DATABASE_URL: url,
              DATA_DIR: dataDirs[i] as string,
              ADMIN_PASSWORD: 'process-test-password',
              SEED_DEMO: 'false',
              SMTP_URL: mail.url,
              MAIL_FROM: 'Aarohi <events@aarohi.example.org>',
              TEST_MAIL_CLAIM_LEASE_MS: '4000',
            },
            { script: 'test/process/short-lease-server.ts' },
          );
          running.push(server);
          return server;
        }),
      );
      for (const server of servers) expect(await waitHealthy(server), server.output()).toBe(true);

      // The first instance found with mails accepted and more in flight is killed; the other goes on.
      let victim = -1;
      await until(() => {
        victim = smtp.findIndex((m) => m.state.answered >= 5 && m.inFlight() > 0);
        return victim >= 0;
      }, 60_000);
      expect(victim, 'an instance sending with mails accepted and more in flight').toBeGreaterThanOrEqual(0);
      servers[victim]?.child.kill('SIGKILL');
      const killedAt = Date.now();
      await servers[victim]?.exited;
      const survivor = servers[1 - victim] as ServerProcess;

      const delivered = () => [...(smtp[0]?.state.delivered ?? []), ...(smtp[1]?.state.delivered ?? [])];
      const allDelivered = await until(() => new Set(delivered()).size === MAILS, 60_000);
      const waited = Date.now() - killedAt;
      expect(allDelivered, `${new Set(delivered()).size} of ${MAILS} delivered a minute after the kill`).toBe(
        true,
      );
      expect(waited).toBeLessThan(60_000);
      // Once every mail is recorded sent, no send is under way any more: every repeat has arrived.
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      const statuses = async () =>
        (await check.query('select status, count(*)::int as n from outbound_emails group by 1')).rows;
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && (await statuses()).some((r) => r.status !== 'sent'))
        await new Promise((r) => setTimeout(r, 100));
      expect(await statuses()).toEqual([{ status: 'sent', n: MAILS }]);
      await check.end();
      expect(delivered().length).toBeLessThanOrEqual(MAILS + MAILS_IN_FLIGHT);
      expect(survivor.child.exitCode).toBeNull();
    });
  },
);
