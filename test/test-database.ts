import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';

// One migrated database per test worker: PGlite in memory, or a fresh database on TEST_DATABASE_URL's server.

let shared: Promise<Database> | undefined;

async function createPostgresDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `aarohi_test_${process.env.TEST_RUN_ID ?? 'adhoc'}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return openPostgres(target.toString());
}

export function testDatabaseEngine(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

/** A new, empty database of the worker's engine (not migrated), for tests of migrations themselves. */
export async function createEmptyTestDatabase(): Promise<Database> {
  return testDatabaseEngine() === 'postgres' ? createPostgresDatabase() : openPglite(null);
}

export function getTestDatabase(): Promise<Database> {
  shared ??= (async () => {
    const database =
      testDatabaseEngine() === 'postgres' ? await createPostgresDatabase() : await openPglite(null);
    await migrateDatabase(database);
    return database;
  })();
  return shared;
}

/** Empties every table (keeping the schema), so each test file starts from nothing. */
export async function resetDatabase(database: Database): Promise<void> {
  const { rows } = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '%drizzle%'`,
  );
  if (rows.length === 0) return;
  const list = rows.map((r) => `"${r.tablename}"`).join(', ');
  await database.db.execute(sql.raw(`truncate ${list} restart identity cascade`));
}
