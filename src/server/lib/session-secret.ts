import { randomBytes } from 'node:crypto';
import { createAppMetaRepository } from '../db/app-meta-repository';
import type { Db } from '../db/client';

/**
 * The secret that signs cookies and upload URLs: SESSION_SECRET when given, otherwise one generated once and
 * kept in the database, so every instance on one database shares it without configuration.
 */
export async function resolveSessionSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return createAppMetaRepository(db).setOnce('session_secret', randomBytes(32).toString('base64url'));
}
