import { fileURLToPath } from 'node:url';
import type { Database } from './client';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant naming this application's migration lock among PostgreSQL advisory locks. */
export const MIGRATION_LOCK_ID = 726_110_001;

/** Applies pending migrations once, even when several instances start together. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.applyMigrations(migrationsFolder, MIGRATION_LOCK_ID);
}
