import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { DatabaseUnavailableError } from './database-unavailable-error';
import { KeptPreparedClient } from './kept-prepared';
import * as schema from './schema';
import { sendInTrips } from './transaction-in-trips';

/**
 * What a raw statement (`db.execute`) answers: both drivers (node-postgres and PGlite) answer `{ rows }`, which
 * Drizzle's driver-neutral type cannot say; typed here once so callers write `db.execute<Row>(sql)`.
 */
interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
type RowsResult<Row> = { rows: (Row extends Record<string, unknown> ? Row : Record<string, unknown>)[] };

/** The one database type repositories see, whichever driver is underneath. */
export type Db = PgDatabase<RowsResultHKT, typeof schema>;

/** The driver's own Drizzle database, seen as the driver-neutral `Db` (the only place the two types meet). */
const asDb = (driverDb: NodePgDatabase<typeof schema> | PgliteDatabase<typeof schema>) =>
  driverDb as unknown as Db;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs fn on one connection holding a session-level advisory lock (migrations, seeding). */
  withLock<T>(lockId: number, fn: (db: Db) => Promise<T>): Promise<T>;
  /** Applies the migrations in migrationsFolder with the driver's own migrator, holding advisory lock lockId. */
  applyMigrations(migrationsFolder: string, lockId: number): Promise<void>;
  /** Rejects unless the database answers `select 1` within timeoutMs. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Calls handler whenever any instance notifies channel, with the notification's payload (none after a
   * reconnect, when notifications may have been missed); resolves to an unsubscribe function.
   */
  onNotification(channel: string, handler: (payload?: string) => void): Promise<() => Promise<void>>;
  /**
   * Tells every instance sharing this database (this one included) that something happened on channel, with an
   * optional payload (under 8,000 bytes, PostgreSQL's limit).
   */
  notify(channel: string, payload?: string): Promise<void>;
  close(): Promise<void>;
};

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/** One process owns an embedded database, so its notifications never need to leave the process. */
function inProcessNotifications() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async onNotification(channel: string, handler: (payload?: string) => void) {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    async notify(channel: string, payload?: string) {
      emitter.emit(channel, payload);
    },
  };
}

/**
 * LISTEN on a dedicated connection (pooled ones are shared), reconnecting after a drop; a reconnect also fires
 * the handler, since notifications sent while disconnected were missed.
 */
function postgresNotifications(url: string, sessionName: string, logger?: Logger) {
  return {
    async onNotification(channel: string, handler: (payload?: string) => void) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
      let client: pg.Client | undefined;
      let stopped = false;
      const reconnectSoon = () => {
        if (!stopped) setTimeout(() => void connect().catch(reconnectSoon), 1000).unref();
      };
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: url, application_name: sessionName });
        next.on('notification', (msg) => msg.channel === channel && handler(msg.payload || undefined));
        next.on('error', (err) => {
          logger?.error({ err }, 'PostgreSQL notification connection lost; reconnecting');
          next.end().catch(() => {});
          reconnectSoon();
        });
        await next.connect();
        await next.query(`listen ${channel}`);
        if (stopped) {
          await next.end();
          return;
        }
        if (client) handler();
        client = next;
      };
      await connect();
      return async () => {
        stopped = true;
        await client?.end().catch(() => {});
      };
    },
  };
}

type Logger = { error(obj: unknown, msg?: string): void };

/**
 * A frozen or unreachable server must not hold requests for long: a connection is given up after
 * CONNECT_TIMEOUT_MS, a statement is cancelled by the server after STATEMENT_TIMEOUT_MS, and given up by us a
 * second later should the server not even answer that (the request then ends with 503).
 */
export const CONNECT_TIMEOUT_MS = 3_000;
export const STATEMENT_TIMEOUT_MS = 4_000;
const QUERY_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 1_000;

/** Whether the database answers within timeoutMs; rejects otherwise. */
async function pingWithin(ping: () => Promise<unknown>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DatabaseUnavailableError('database did not answer in time')),
      timeoutMs,
    );
  });
  try {
    await Promise.race([ping(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Connections a process keeps to PostgreSQL: twice the processor cores, and at least four. On a small machine
 * more connections than that make the server slower, not faster: in a burst of sign-ups on two cores, ten
 * connections at work together cost PostgreSQL about twice the processor time of four (docs/architecture.md,
 * "Database").
 */
const DEFAULT_POOL_SIZE = Math.max(4, 2 * os.availableParallelism());

export async function openPostgres(
  url: string,
  logger?: Logger,
  poolSize = DEFAULT_POOL_SIZE,
): Promise<Database> {
  // Every connection of this process carries one name (application_name), so work it has taken in the database
  // (a mail it is sending) can be told from work left by a process whose connections are gone.
  const sessionName = `aarohi-${randomUUID()}`;
  const pool = new pg.Pool({
    Client: KeptPreparedClient,
    application_name: sessionName,
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
  });
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on('error', (err) => logger?.error({ err }, 'PostgreSQL idle connection error'));
  // The pool listens only while a connection is idle: one that drops while checked out between two statements
  // (a transaction doing work in between) emits its error to nobody, which crashed the process and left the
  // connection's release undone, so closing the pool waited for ever. Its queries fail on their own.
  pool.on('connect', (client) =>
    client.on('error', (err) => logger?.error({ err }, 'PostgreSQL connection lost while in use')),
  );
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    await pool.end().catch(() => {});
    throw new DatabaseUnavailableError(
      `Cannot connect to DATABASE_URL: ${(err as Error).message || String(err)}`,
    );
  }
  const db = asDb(drizzlePg(pool, { schema }));
  // Drizzle's own transaction on a pool sends `begin` before the block that releases the connection, so a `begin`
  // that fails (the server gone or frozen) never gives the connection back, and closing the pool then waits for
  // ever. Here the connection is taken and given back around the whole of it; after a failure it is closed
  // rather than reused, since a timed-out statement may still hold it.
  // One Drizzle instance per pooled connection, made on its first transaction (making one costs 0.1 ms).
  const onConnection = new WeakMap<pg.PoolClient, Db>();
  const poolTransaction: Db['transaction'] = async (transaction, config) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      let connectionDb = onConnection.get(client);
      if (!connectionDb) {
        connectionDb = asDb(drizzlePg(client, { schema }));
        onConnection.set(client, connectionDb);
      }
      return await connectionDb.transaction(transaction, config);
    } catch (err) {
      failure = err instanceof Error ? err : new Error(String(err));
      throw err;
    } finally {
      client.release(failure);
    }
  };
  db.transaction = poolTransaction;
  sendInTrips(db, pool);
  /** Runs fn on one connection holding a session-level advisory lock. */
  // Its own connection, without the pool's timeouts: a migration may take long, or wait for another instance's.
  const withLockedConnection = async <T>(lockId: number, fn: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [lockId]);
      try {
        return await fn(client);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [lockId]);
      }
    } finally {
      await client.end();
    }
  };
  return {
    kind: 'postgres',
    db,
    withLock: (lockId, fn) =>
      withLockedConnection(lockId, (client) => fn(asDb(drizzlePg(client, { schema })))),
    applyMigrations: (migrationsFolder, lockId) =>
      withLockedConnection(lockId, (client) =>
        migrateNodePg(drizzlePg(client, { schema }), { migrationsFolder }),
      ),
    async ping(timeoutMs = QUERY_TIMEOUT_MS) {
      // node-postgres reads query_timeout from a query's config too; its types only name it on the client's.
      const ping = { text: 'select 1', query_timeout: timeoutMs } as pg.QueryConfig;
      await pingWithin(() => pool.query(ping), timeoutMs);
    },
    onNotification: postgresNotifications(url, sessionName, logger).onNotification,
    async notify(channel, payload) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
      if (payload === undefined) await pool.query(`notify ${channel}`);
      else await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => pool.end(),
  };
}

/**
 * The extensions the migrations create (pg_trgm: the registrations search's index). PGlite loads an extension's
 * code only when it is handed over here, so whatever opens the database must pass them.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** PGlite in DATA_DIR/db, or in memory when dataDir is null (tests). */
export async function openPglite(dataDir: string | null): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  let client: PGlite;
  try {
    const options = { extensions: PGLITE_EXTENSIONS };
    client = dataDir ? await PGlite.create(path.join(dataDir, 'db'), options) : await PGlite.create(options);
  } catch (err) {
    release();
    throw err;
  }
  const driverDb = drizzlePglite(client, { schema });
  const db = asDb(driverDb);
  return {
    kind: 'pglite',
    db,
    // One process owns the data directory, and PGlite runs one query at a time: no lock needed.
    withLock: (_lockId, fn) => fn(db),
    applyMigrations: (migrationsFolder) => migratePglite(driverDb, { migrationsFolder }),
    async ping(timeoutMs = STATEMENT_TIMEOUT_MS) {
      await pingWithin(() => db.execute(sql`select 1`), timeoutMs);
    },
    ...inProcessNotifications(),
    async close() {
      await client.close();
      release();
    },
  };
}

export function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  logger?: Logger,
): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, logger) : openPglite(config.dataDir);
}
