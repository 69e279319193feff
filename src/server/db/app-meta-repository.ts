import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appMeta } from './schema';

/** Small named values the application keeps about itself (its generated secret, whether the demo was seeded). */
export function createAppMetaRepository(db: Db) {
  return {
    async get(key: string): Promise<string | null> {
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key));
      return row?.value ?? null;
    },

    async set(key: string, value: string): Promise<void> {
      await db
        .insert(appMeta)
        .values({ key, value })
        .onConflictDoUpdate({ target: appMeta.key, set: { value } });
    },

    /** Stores value unless key already has one; either way answers the stored value (first writer wins). */
    async setOnce(key: string, value: string): Promise<string> {
      await db.insert(appMeta).values({ key, value }).onConflictDoNothing();
      const stored = await this.get(key);
      if (stored === null) throw new Error(`could not store ${key}`);
      return stored;
    },
  };
}
