import { CHECK_IN_STREAM_EVENTS, type CheckInChange } from '@shared/schemas/check-in-feed';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin, loginAsDoor, TEST_PASSWORD_COST, XHR_HEADERS } from '../../../../test/auth';
import { insertEvent } from '../../../../test/fixtures';
import { type TestApp, useTestApp } from '../../../../test/test-app';
import { testDatabaseEngine } from '../../../../test/test-database';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openPostgres } from '../../db/client';
import { sessions, users } from '../../db/schema';

type StreamEvent = { event: string; data: unknown };

/** An open event stream read the way EventSource reads it: events as they arrive, awaited one by one. */
async function openStream(baseUrl: string, path: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}${path}`, { headers: { cookie }, signal: controller.signal });
  const received: StreamEvent[] = [];
  let wake = () => {};
  let ended = false;
  const reading = (async () => {
    const reader = res.body?.getReader();
    if (!reader) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) received.push({ event, data: JSON.parse(data) });
          wake();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })().finally(() => {
    ended = true;
  });
  return {
    res,
    received,
    /** Resolves when the server ends the stream (or it is closed here). */
    reading,
    get ended() {
      return ended;
    },
    /** The next event matching, waiting at most timeoutMs. */
    async next(match: (e: StreamEvent) => boolean, timeoutMs = 2_000): Promise<StreamEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, left);
        });
      }
    },
    close: () => controller.abort(),
  };
}

const change = (registrationId: string, checkedIn: number): CheckInChange => ({
  registrationId,
  fullName: 'Asha Rao',
  guestCount: 3,
  status: 'confirmed',
  checkedIn,
});

const isChange = (id: string) => (e: StreamEvent) =>
  e.event === CHECK_IN_STREAM_EVENTS.change && (e.data as CheckInChange).registrationId === id;

/** Milliseconds until the stream ends, at most `timeoutMs` (then it throws). */
async function msUntilEnd(stream: { reading: Promise<void> }, timeoutMs: number): Promise<number> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the stream was still open after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([stream.reading, timeout]);
  } finally {
    clearTimeout(timer);
  }
  return Date.now() - started;
}

/** Another instance of the app on the test's PostgreSQL database, as a second server process would be. */
async function openSecondInstance(t: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const { rows } = await t.database.db.execute<{ name: string }>(sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${rows[0]?.name}`;
  const database = await openPostgres(url.toString());
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: t.dataDir }),
    database,
    ssr: false,
    logger: false,
    publicCache: false,
    loadShedding: false,
    passwordCost: TEST_PASSWORD_COST,
    reminderSweep: false,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

describe('live check-ins: GET /api/admin/events/:id/check-ins/stream', () => {
  const t = useTestApp();
  let cookie: string;
  let baseUrl: string;
  beforeAll(async () => {
    ({ cookie } = await loginAsAdmin(t.app));
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('needs a session, and a known event', async () => {
    const event = await insertEvent(t.database, 5);
    const anonymous = await t.app.inject({ url: `/api/admin/events/${event.id}/check-ins/stream` });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await t.app.inject({
      url: '/api/admin/events/no-such-event/check-ins/stream',
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("streams the event's check-ins as they are published, and no other event's", async () => {
    const event = await insertEvent(t.database, 5);
    const other = await insertEvent(t.database, 5);
    const stream = await openStream(baseUrl, `/api/admin/events/${event.id}/check-ins/stream`, cookie);
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.res.headers.get('cache-control')).toBe('no-store');
      await t.app.checkInFeed.publish(other.id, change('elsewhere', 1));
      await t.app.checkInFeed.publish(event.id, change('here', 2));
      const heard = await stream.next(isChange('here'));
      expect(heard.data).toEqual(change('here', 2));
      expect(stream.received.some(isChange('elsewhere'))).toBe(false);
    } finally {
      stream.close();
    }
  });

  it.runIf(testDatabaseEngine() === 'postgres')(
    'a screen on one instance hears a check-in made on another within 2 seconds (PostgreSQL only: one process owns a PGlite database)',
    async () => {
      const { app: second, close } = await openSecondInstance(t);
      const event = await insertEvent(t.database, 5);
      const stream = await openStream(baseUrl, `/api/admin/events/${event.id}/check-ins/stream`, cookie);
      try {
        expect(stream.res.status).toBe(200);
        const started = Date.now();
        await second.checkInFeed.publish(event.id, change('across', 1));
        await stream.next(isChange('across'), 2_000);
        expect(Date.now() - started).toBeLessThan(2_000);
      } finally {
        stream.close();
        await close();
      }
    },
  );
});

describe('a check-in stream ends with its session', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  let baseUrl: string;
  beforeAll(async () => {
    ({ headers: admin } = await loginAsAdmin(t.app));
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** A door volunteer's open stream, heard working. */
  async function doorStream(username: string) {
    const { cookie } = await loginAsDoor(t.app, { username, password: 'door volunteer passphrase' });
    const [user] = await t.database.db.select().from(users).where(eq(users.username, username));
    if (!user) throw new Error('no door account');
    const event = await insertEvent(t.database, 5);
    const stream = await openStream(baseUrl, `/api/admin/events/${event.id}/check-ins/stream`, cookie);
    expect(stream.res.status).toBe(200);
    await t.app.checkInFeed.publish(event.id, change('before', 1));
    await stream.next(isChange('before'));
    return { cookie, userId: user.id, eventId: event.id, stream };
  }
  type Door = Awaited<ReturnType<typeof doorStream>>;

  it('stays open while the session lasts', async () => {
    const door = await doorStream('door-staying');
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(door.stream.ended).toBe(false);
      await t.app.checkInFeed.publish(door.eventId, change('later', 1));
      await door.stream.next(isChange('later'));
    } finally {
      door.stream.close();
    }
  });

  const endings: [string, (door: Door) => Promise<void>][] = [
    [
      'the account is removed',
      async ({ userId }) => {
        const res = await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/users/${userId}`,
          headers: admin,
        });
        expect(res.statusCode).toBe(204);
      },
    ],
    [
      'its password is changed',
      async ({ userId }) => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/admin/users/${userId}/password`,
          headers: admin,
          payload: { password: 'a brand new passphrase' },
        });
        expect(res.statusCode).toBe(204);
      },
    ],
    [
      'it signs out',
      async ({ cookie }) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/logout',
          headers: { cookie, ...XHR_HEADERS },
        });
        expect(res.statusCode).toBe(204);
      },
    ],
    [
      'it expires',
      async ({ userId }) => {
        // As the clock would leave it; written behind the app's back, as any other process could.
        await t.database.db
          .update(sessions)
          .set({ expire: new Date(Date.now() - 1_000) })
          .where(sql`${sessions.sess}->>'userId' = ${userId}`);
      },
    ],
  ];

  it.each(endings)('ends within 2 seconds when %s', async (_, end) => {
    const door = await doorStream(`door-${Math.random().toString(36).slice(2, 10)}`);
    try {
      await end(door);
      expect(await msUntilEnd(door.stream, 2_000)).toBeLessThan(2_000);
      const me = await t.app.inject({ url: '/api/me', headers: { cookie: door.cookie } });
      expect(me.json()).toEqual({ user: null });
      await t.app.checkInFeed.publish(door.eventId, change('after', 1));
      expect(door.stream.received.some(isChange('after'))).toBe(false);
    } finally {
      door.stream.close();
    }
  });

  it.runIf(testDatabaseEngine() === 'postgres')(
    'ends within 2 seconds when another instance removes the account (PostgreSQL only: one process owns a PGlite database)',
    async () => {
      const door = await doorStream('door-elsewhere');
      const { app: second, close } = await openSecondInstance(t);
      try {
        const { headers } = await loginAsAdmin(second);
        const res = await second.inject({
          method: 'DELETE',
          url: `/api/admin/users/${door.userId}`,
          headers,
        });
        expect(res.statusCode).toBe(204);
        expect(await msUntilEnd(door.stream, 2_000)).toBeLessThan(2_000);
      } finally {
        door.stream.close();
        await close();
      }
    },
  );
});
