import { CHECK_IN_STREAM_EVENTS, type CheckInChange } from '@shared/schemas/check-in-feed';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin, TEST_PASSWORD_COST } from '../../../../test/auth';
import { insertEvent } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';
import { testDatabaseEngine } from '../../../../test/test-database';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openPostgres } from '../../db/client';

type StreamEvent = { event: string; data: unknown };

/** An open event stream read the way EventSource reads it: events as they arrive, awaited one by one. */
async function openStream(baseUrl: string, path: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}${path}`, { headers: { cookie }, signal: controller.signal });
  const received: StreamEvent[] = [];
  let wake = () => {};
  void (async () => {
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
  })();
  return {
    res,
    received,
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
      const { rows } = await t.database.db.execute<{ name: string }>(sql`select current_database() as name`);
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${rows[0]?.name}`;
      const secondDatabase = await openPostgres(url.toString());
      const second = await buildApp({
        config: loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          SEED_DEMO: 'false',
          DATA_DIR: t.dataDir,
        }),
        database: secondDatabase,
        ssr: false,
        logger: false,
        publicCache: false,
        loadShedding: false,
        passwordCost: TEST_PASSWORD_COST,
      });
      const event = await insertEvent(t.database, 5);
      const stream = await openStream(baseUrl, `/api/admin/events/${event.id}/check-ins/stream`, cookie);
      try {
        await second.ready();
        expect(stream.res.status).toBe(200);
        const started = Date.now();
        await second.checkInFeed.publish(event.id, change('across', 1));
        await stream.next(isChange('across'), 2_000);
        expect(Date.now() - started).toBeLessThan(2_000);
      } finally {
        stream.close();
        await second.close();
        await secondDatabase.close();
      }
    },
  );
});
