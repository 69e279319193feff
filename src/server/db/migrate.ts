import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';
import type * as schema from './schema';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant naming this application's migration lock among PostgreSQL advisory locks. */
export const MIGRATION_LOCK_ID = 726_110_001;

/** Applies pending migrations once, even when several instances start together. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.withLock(MIGRATION_LOCK_ID, async (db) => {
    if (database.kind === 'postgres') {
      await migrateNodePg(db as unknown as NodePgDatabase<typeof schema>, { migrationsFolder });
    } else {
      await migratePglite(db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder });
    }
  });
}
