import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { cpuMs, type Proc, SERVER, startProcess } from './processes';

/** Confirmed registrants of the reminder benchmark's event (BENCH_REMINDERS overrides, for a short try). */
export const REMINDER_COUNT = Number(process.env.BENCH_REMINDERS ?? 5_000);
/** Seconds from the server's start until every reminder has left: PostgreSQL's budget, and the embedded database's. */
export const REMINDER_SECONDS_BUDGET = { PostgreSQL: 10, PGlite: 30 };

/**
 * SQL that adds an event starting in two hours (reminders 24 hours before: due since 22 hours) with `count`
 * confirmed registrations made two days ago, none reminded yet.
 */
export const seedReminderEventSql = (count: number) => `
  with event as (
    insert into events (slug, title, starts_at, time_known, venue, address, reminder_hours_before)
    values ('bench-reminders-' || floor(random() * 1e9)::text, 'Reminder Bench Night', now() + interval '2 hours',
            true, 'Community Hall', '950 East St, Tracy, CA', 24)
    returning id
  )
  insert into registrations (event_id, full_name, email, guest_count, status, created_at)
  select event.id, 'Guest ' || g, 'reminder' || g || '@example.org', 1, 'confirmed', now() - interval '2 days'
  from event, generate_series(1, ${count}) g;
  analyze registrations`;

/** A local SMTP server that counts the reminders it receives, per recipient. */
async function startSmtpSink() {
  const perRecipient = new Map<string, number>();
  let received = 0;
  let firstAt = 0;
  let onMail = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        if (/^Subject: Reminder:/m.test(head)) {
          for (const to of session.envelope.rcptTo) {
            perRecipient.set(to.address, (perRecipient.get(to.address) ?? 0) + 1);
            received++;
          }
          firstAt ||= performance.now();
          onMail();
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    perRecipient,
    received: () => received,
    /** When the first reminder arrived (performance.now()), or 0. */
    firstAt: () => firstAt,
    /** Resolves once `count` reminders have arrived (or rejects after `timeoutMs`). */
    waitFor(count: number, timeoutMs: number) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${received} of ${count} reminders arrived`)),
          timeoutMs,
        );
        onMail = () => {
          if (received >= count) {
            clearTimeout(timer);
            resolve();
          }
        };
        onMail();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The reminders of an event with REMINDER_COUNT confirmed registrants, due while the server was down: the time
 * from the server's start until every one has left through a local SMTP server, and whether each registrant got
 * exactly one (a further second is waited for late duplicates).
 */
export async function remindersThroughSmtp(serverEnv: Record<string, string>) {
  const sink = await startSmtpSink();
  let app: Proc | null = null;
  try {
    const started = performance.now();
    // A sender on a real domain: without MAIL_FROM (or PUBLIC_URL) the server keeps mail back rather than send
    // it from an address on localhost.
    app = await startProcess(SERVER, {
      MAIL_FROM: 'Aarohi <events@aarohi.example.org>',
      ...serverEnv,
      SMTP_URL: sink.url,
    });
    const listening = (performance.now() - started) / 1000;
    const startCpuMs = app.child.pid ? cpuMs(app.child.pid) : 0;
    await sink.waitFor(REMINDER_COUNT, 10 * 60_000);
    const seconds = (performance.now() - started) / 1000;
    const serverCpuMs = app.child.pid ? cpuMs(app.child.pid) : 0;
    await new Promise((r) => setTimeout(r, 1000));
    const counts = [...sink.perRecipient.values()];
    return {
      reminders: REMINDER_COUNT,
      received: sink.received(),
      'exactly once': counts.length === REMINDER_COUNT && counts.every((n) => n === 1),
      'server start s': Number(listening.toFixed(2)),
      'first mail s': Number(((sink.firstAt() - started) / 1000).toFixed(2)),
      'all sent s (from start)': Number(seconds.toFixed(2)),
      'per second': Math.round(REMINDER_COUNT / seconds),
      // The server's processor time (its start, then the mail after it), steadier than the wall clock on a busy
      // machine.
      'server CPU s (start + mail)': `${(startCpuMs / 1000).toFixed(1)} + ${((serverCpuMs - startCpuMs) / 1000).toFixed(1)}`,
    };
  } finally {
    await app?.stop();
    await sink.close();
  }
}
