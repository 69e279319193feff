import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin, loginAsDoor, XHR_HEADERS } from '../../../../test/auth';
import { insertEvent, registrationInput, stallApplicationInput } from '../../../../test/fixtures';
import { closeTestApp, createTestApp, type TestApp, useTestApp } from '../../../../test/test-app';
import { getTestDatabase, testDatabaseEngine } from '../../../../test/test-database';
import { type Database, openPostgres } from '../../db/client';
import { outboundEmails, registrations, stallApplications } from '../../db/schema';
import { bareParty, newRegistrationRow } from '../registrations/new-registration-row';
import { createRegistrationsRepository } from '../registrations/repository';
import { storeStallApplication } from '../stalls/stall-application-service';

// Cancelling an event while sign-ups, walk-ups and stall applications arrive: once the cancel has committed,
// nothing more is stored for the event, and every registration stored before it has exactly one cancellation
// mail. The writes re-read the event's status under the lock the cancel takes (docs/architecture.md, "Places").

let ipCounter = 0;
/** Each request from its own address, so the per-IP write limits never bite. */
const nextIp = () => `10.27.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the event lock re-checks the event status', () => {
  const t = useTestApp();

  it('a sign-up reaching the lock after the cancel is refused, nothing stored', async () => {
    const event = await insertEvent(t.database, 10, { status: 'cancelled' });
    const outcome = await createRegistrationsRepository(t.database.db).signUp({
      row: newRegistrationRow(event.id, bareParty('Late Family', 'late@example.com', 2), {
        source: null,
        language: 'en',
        manageTokenHash: null,
        now: new Date(),
      }),
      confirmedMail: null,
      waitlistedMail: () => null,
    });
    expect(outcome).toEqual({ status: 'cancelled' });
    const rows = await t.database.db.select().from(registrations).where(eq(registrations.eventId, event.id));
    expect(rows).toEqual([]);
  });

  it('a stall application reaching the lock after the cancel is refused, nothing stored', async () => {
    const event = await insertEvent(t.database, 10, { status: 'cancelled', acceptStallApplications: true });
    const { eventId: _, ...fields } = stallApplicationInput(event.id);
    const outcome = await storeStallApplication(t.database.db, {
      eventId: event.id,
      ...fields,
      listPublicly: false,
      status: 'pending',
    });
    expect(outcome).toBe('cancelled');
    const rows = await t.database.db
      .select()
      .from(stallApplications)
      .where(eq(stallApplications.eventId, event.id));
    expect(rows).toEqual([]);
  });
});

describe.skipIf(testDatabaseEngine() !== 'postgres')(
  'cancelling an event while sign-ups arrive (PostgreSQL, two instances)',
  () => {
    const a = useTestApp({ PUBLIC_URL: 'https://festival.example.org' });
    /** A second instance with its own connection pool on the same database. */
    let b: TestApp;
    let secondPool: Database;
    let url: string;
    beforeAll(async () => {
      const shared = await getTestDatabase();
      const { rows } = await shared.db.execute<{ name: string }>(sql`select current_database() as name`);
      const target = new URL(process.env.TEST_DATABASE_URL as string);
      target.pathname = `/${rows[0]?.name}`;
      url = target.toString();
      secondPool = await openPostgres(url);
      b = await createTestApp({ PUBLIC_URL: 'https://festival.example.org' }, {}, secondPool);
    });
    afterAll(async () => {
      if (b) await closeTestApp(b);
      await secondPool?.close();
    });

    const signUp = (app: TestApp['app'], eventId: string, email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/registrations',
        headers: XHR_HEADERS,
        payload: registrationInput(eventId, { email, guestCount: 1 }),
        remoteAddress: nextIp(),
      });
    const walkUp = (app: TestApp['app'], eventId: string, email: string, headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/events/${eventId}/walk-ups`,
        headers,
        payload: { fullName: 'Walk Up', guestCount: 1, email },
      });
    const applyForStall = (app: TestApp['app'], eventId: string, email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/stall-applications',
        headers: XHR_HEADERS,
        payload: stallApplicationInput(eventId, { email, businessName: `Stall ${email}` }),
        remoteAddress: nextIp(),
      });
    const cancel = (app: TestApp['app'], eventId: string, headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/events/${eventId}/cancel`,
        headers,
        payload: { message: 'The hall flooded.' },
      });

    /** The event's live registrations and its cancellation mails, by address. */
    async function storedFor(eventId: string, title: string) {
      const db = a.database.db;
      const stored = await db
        .select({ email: registrations.email })
        .from(registrations)
        .where(and(eq(registrations.eventId, eventId), sql`${registrations.status} <> 'cancelled'`));
      const mails = await db
        .select({ to: outboundEmails.recipients })
        .from(outboundEmails)
        .where(
          and(eq(outboundEmails.kind, 'event-cancelled'), eq(outboundEmails.subject, `Cancelled: ${title}`)),
        );
      const stalls = await db
        .select({ email: stallApplications.email })
        .from(stallApplications)
        .where(eq(stallApplications.eventId, eventId));
      return {
        registered: stored.map((r) => r.email ?? '').sort(),
        cancellationMails: mails.map((m) => m.to).sort(),
        stalls: stalls.map((s) => s.email).sort(),
      };
    }

    const refusedAsCancelled = (res: LightMyRequestResponse) =>
      res.statusCode === 403 && res.json().message === 'This event was cancelled';

    it('400 sign-ups, walk-ups and stall applications over two instances racing the cancel: one mail for each registration stored, nothing stored after', async () => {
      const title = `Flooded Mela ${randomUUID().slice(0, 6)}`;
      const event = await insertEvent(a.database, 10, { title, acceptStallApplications: true });
      const { headers: admin } = await loginAsAdmin(a.app);
      const { headers: door } = await loginAsDoor(b.app);
      const apps = [a.app, b.app];
      const sent: {
        kind: 'sign-up' | 'walk-up' | 'stall';
        email: string;
        res: Promise<LightMyRequestResponse>;
      }[] = [];
      let cancelled: Promise<LightMyRequestResponse> | undefined;
      for (let i = 0; i < 400; i++) {
        // The cancel goes out 300 ms into the burst, through the first instance.
        if (i === 50) cancelled = cancel(a.app, event.id, admin);
        const app = apps[i % 2] ?? a.app;
        const email = `race${i}@example.com`;
        if (i % 10 === 7) sent.push({ kind: 'walk-up', email, res: walkUp(app, event.id, email, door) });
        else if (i % 10 === 3) sent.push({ kind: 'stall', email, res: applyForStall(app, event.id, email) });
        else sent.push({ kind: 'sign-up', email, res: signUp(app, event.id, email) });
        await sleep(6);
      }
      expect((await cancelled)?.statusCode).toBe(200);
      const answers = await Promise.all(sent.map(async (s) => ({ ...s, res: await s.res })));
      const unexpected = answers.filter((s) => s.res.statusCode !== 201 && !refusedAsCancelled(s.res));
      expect(unexpected.map((s) => `${s.kind} ${s.res.statusCode} ${s.res.body}`)).toEqual([]);
      const accepted = (kind: string) =>
        answers
          .filter((s) => s.kind === kind && s.res.statusCode === 201)
          .map((s) => s.email)
          .sort();
      // The race happened: some came in before the cancel, some were refused after it.
      expect(accepted('sign-up').length).toBeGreaterThan(0);
      expect(answers.filter((s) => s.kind === 'sign-up' && s.res.statusCode === 403).length).toBeGreaterThan(
        0,
      );

      const { registered, cancellationMails, stalls } = await storedFor(event.id, title);
      expect(registered).toEqual([...accepted('sign-up'), ...accepted('walk-up')].sort());
      // Every registration stored got exactly one cancellation mail: none was stored after the cancel committed.
      expect(cancellationMails).toEqual(registered);
      expect(stalls).toEqual(accepted('stall'));
    }, 120_000);

    it('a sign-up, a walk-up and a stall application that read the event before the cancel committed, and reach its lock after, are refused', async () => {
      const title = `Locked Mela ${randomUUID().slice(0, 6)}`;
      const event = await insertEvent(a.database, 10, { title, acceptStallApplications: true });
      const { headers: admin } = await loginAsAdmin(a.app);
      const { headers: door } = await loginAsDoor(b.app);
      expect((await signUp(a.app, event.id, 'early@example.com')).statusCode).toBe(201);

      // Another session holds the event's row, so the cancel and the writes queue up behind it in that order.
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      const waiting = async () =>
        (
          await holder.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )
        ).rows[0]?.n ?? 0;
      try {
        await holder.query('begin');
        await holder.query('select id from events where id = $1 for update', [event.id]);
        const cancelling = cancel(a.app, event.id, admin);
        await expect.poll(waiting, { timeout: 10_000 }).toBe(1);
        const late = [
          signUp(b.app, event.id, 'late-sign-up@example.com'),
          walkUp(b.app, event.id, 'late-walk-up@example.com', door),
          applyForStall(b.app, event.id, 'late-stall@example.com'),
        ];
        await expect.poll(waiting, { timeout: 10_000 }).toBe(4);
        await holder.query('commit');
        expect((await cancelling).statusCode).toBe(200);
        for (const res of await Promise.all(late)) {
          expect(refusedAsCancelled(res), `${res.statusCode} ${res.body}`).toBe(true);
        }
      } finally {
        await holder.query('rollback').catch(() => undefined);
        await holder.end();
      }
      const { registered, cancellationMails, stalls } = await storedFor(event.id, title);
      expect(registered).toEqual(['early@example.com']);
      expect(cancellationMails).toEqual(['early@example.com']);
      expect(stalls).toEqual([]);
      const lateMails = await a.database.db
        .select({ to: outboundEmails.recipients })
        .from(outboundEmails)
        .where(sql`${outboundEmails.recipients} like 'late-%'`);
      expect(lateMails).toEqual([]);
    }, 60_000);

    it('two cancels at once through two instances: one succeeds, one mail per registrant', async () => {
      const title = `Twice Mela ${randomUUID().slice(0, 6)}`;
      const event = await insertEvent(a.database, 10, { title });
      const { headers: adminA } = await loginAsAdmin(a.app);
      const { headers: adminB } = await loginAsAdmin(b.app);
      for (const email of ['one@example.com', 'two@example.com'])
        expect((await signUp(a.app, event.id, email)).statusCode).toBe(201);
      const answers = await Promise.all([cancel(a.app, event.id, adminA), cancel(b.app, event.id, adminB)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const { cancellationMails } = await storedFor(event.id, title);
      expect(cancellationMails).toEqual(['one@example.com', 'two@example.com']);
    });
  },
);
