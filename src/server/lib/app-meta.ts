import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta } from '../db/schema';

export async function getMeta(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key));
  return row?.value ?? null;
}

export async function setMeta(db: Db, key: string, value: string): Promise<void> {
  await db.insert(appMeta).values({ key, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } });
}

/**
 * The secret that signs cookies and upload URLs: SESSION_SECRET when given, otherwise one generated once and
 * kept in the database, so every instance on one database shares it without configuration.
 */
export async function resolveSessionSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const candidate = randomBytes(32).toString('base64url');
  await db.insert(appMeta).values({ key: 'session_secret', value: candidate }).onConflictDoNothing();
  const stored = await getMeta(db, 'session_secret');
  if (!stored) throw new Error('could not store the generated session secret');
  return stored;
}
