import { fileURLToPath } from 'node:url';
import { DEFAULT_TIMEZONE } from '@shared/dates';
import type { Database } from './client';
import { migrateLegacyEventTimes } from './event-times-migration';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant naming this application's migration lock among PostgreSQL advisory locks. */
export const MIGRATION_LOCK_ID = 726_110_001;

/**
 * Applies pending migrations once, even when several instances start together, then the data steps that need
 * the site's zone (event times).
 */
export async function migrateDatabase(database: Database, timeZone = DEFAULT_TIMEZONE): Promise<void> {
  await database.applyMigrations(migrationsFolder, MIGRATION_LOCK_ID);
  await database.withLock(MIGRATION_LOCK_ID, (db) => migrateLegacyEventTimes(db, timeZone));
}
