import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { closeTestApp, createTestApp } from '../../../test/test-app';
import { getTestDatabase, testDatabaseEngine } from '../../../test/test-database';
import { type Database, openPostgres } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { UNAVAILABLE_MESSAGE } from '../lib/database-errors';

/** A TCP relay to the PostgreSQL server that the test can cut and restore, as if the database went away. */
function createRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const pairs = new Set<[net.Socket, net.Socket]>();
  let server: net.Server | undefined;
  let port = 0;
  let frozen = false;
  const flow = ([client, upstream]: [net.Socket, net.Socket]) => client.pipe(upstream).pipe(client);
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        sockets.add(client).add(upstream);
        const pair: [net.Socket, net.Socket] = [client, upstream];
        pairs.add(pair);
        if (!frozen) flow(pair);
        const close = () => {
          pairs.delete(pair);
          client.destroy();
          upstream.destroy();
        };
        client.on('error', close).on('close', close);
        upstream.on('error', close).on('close', close);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        if (typeof address === 'object' && address) port = address.port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (server) server.close(() => resolve());
      else resolve();
    });
  /** Like a server stopped with SIGSTOP: connections stay open, nothing comes back. */
  const freeze = () => {
    frozen = true;
    for (const [client, upstream] of pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  };
  const thaw = () => {
    frozen = false;
    for (const pair of pairs) flow(pair);
  };
  return {
    open,
    cut,
    freeze,
    thaw,
    url: () => `postgres://${target.username}@127.0.0.1:${port}${target.pathname}`,
  };
}

describe.skipIf(testDatabaseEngine() !== 'postgres')('when PostgreSQL goes away (PostgreSQL only)', () => {
  const resources: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const release of resources.reverse()) await release();
  });

  it('answers 503 with a friendly message, reports it on /healthz, and recovers by itself', async () => {
    // The worker's own test database, reached through the relay.
    const { relay, database } = await poolThroughRelay(2);
    await migrateDatabase(database);
    const app = await appOver(database);

    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect((await app.inject('/api/events')).statusCode).toBe(200);

    await relay.cut();
    const health = await app.inject('/healthz');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', database: 'down' });
    const events = await app.inject('/api/events');
    expect(events.statusCode).toBe(503);
    expect(events.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
    expect(events.headers['retry-after']).toBe('30');

    await relay.open();
    const deadline = Date.now() + 10_000;
    while ((await app.inject('/healthz')).statusCode !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect((await app.inject('/api/events')).statusCode).toBe(200);
  });

  /** The application over `database`, closed after the tests (load shedding and the reminder sweep on, as in production). */
  async function appOver(database: Database) {
    const testApp = await createTestApp({}, { loadShedding: true, reminderSweep: true }, database);
    resources.push(() => closeTestApp(testApp));
    return testApp.app;
  }

  /** A pool of `size` connections to the worker's test database through a relay the test controls. */
  async function poolThroughRelay(size: number) {
    const shared = await getTestDatabase();
    const { rows } = await shared.db.execute<{ name: string }>(sql`select current_database() as name`);
    const target = new URL(process.env.TEST_DATABASE_URL as string);
    target.pathname = `/${rows[0]?.name}`;
    const relay = createRelay(target);
    await relay.open();
    resources.push(() => relay.cut());
    const database = await openPostgres(relay.url(), { error: () => {} }, size);
    resources.push(() => database.close().catch(() => {}));
    return { relay, database };
  }

  it('gives a transaction its connection back when it cannot even begin, so the pool still serves and closes', async () => {
    const { relay, database } = await poolThroughRelay(1);
    relay.freeze();
    await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    relay.thaw();
    // The pool's one connection was given back (and, having failed, replaced): the next statement is served.
    expect((await database.db.execute<{ one: number }>(sql`select 1 as one`)).rows[0]?.one).toBe(1);
    const closed = await Promise.race([
      database.close().then(() => 'closed'),
      new Promise((r) => setTimeout(() => r('still open'), 5_000)),
    ]);
    expect(closed).toBe('closed');
  }, 30_000);

  it('survives a connection dropped in the middle of a transaction', async () => {
    const { relay, database } = await poolThroughRelay(1);
    let cutDone: () => void = () => {};
    const cut = new Promise<void>((resolve) => {
      cutDone = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // The connection drops while the transaction does other work between two statements.
      await cut;
      await tx.execute(sql`select 2`);
    });
    transaction.catch(() => {});
    await new Promise((r) => setTimeout(r, 200));
    await relay.cut();
    cutDone();
    await expect(transaction).rejects.toThrow();
    await relay.open();
    expect((await database.db.execute<{ one: number }>(sql`select 1 as one`)).rows[0]?.one).toBe(1);
  }, 30_000);

  it('ends every request within a few seconds when PostgreSQL freezes, and /healthz within one', async () => {
    // The worker's own test database, reached through the relay.
    const { relay, database } = await poolThroughRelay(2);
    const app = await appOver(database);
    expect((await app.inject('/api/events')).statusCode).toBe(200);

    relay.freeze();
    const timed = async (url: string) => {
      const started = performance.now();
      const res = await app.inject(url);
      return { res, ms: performance.now() - started };
    };
    const live = await timed('/livez');
    expect(live.res.statusCode).toBe(200);
    // It does not ask the frozen database, which would answer nothing for seconds (the time-outs, db/client.ts);
    // the bound leaves a slow shared host room for a collection or a busy core.
    expect(live.ms).toBeLessThan(1_000);
    const ready = await timed('/healthz');
    expect(ready.res.statusCode).toBe(503);
    expect(ready.res.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect(ready.ms).toBeLessThan(1_500);
    // More requests than the pool has connections, all at once.
    const reads = await Promise.all(Array.from({ length: 5 }, () => timed('/api/events')));
    for (const { res, ms } of reads) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
      expect(ms).toBeLessThan(8_000);
    }

    relay.thaw();
    const deadline = Date.now() + 15_000;
    while ((await app.inject('/healthz')).statusCode !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect((await app.inject('/api/events')).statusCode).toBe(200);
  }, 60_000);
});
