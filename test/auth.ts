import type { UserRole } from '@shared/schemas/auth';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { hashPassword, type ScryptCost } from '../src/server/lib/passwords';
import { createUsersRepository } from '../src/server/modules/auth/users-repository';

export const TEST_ADMIN = { username: 'test-admin', password: 'correct horse battery staple' } as const;
/** A door volunteer's account: only the check-in screen's calls. */
export const TEST_DOOR = { username: 'test-door', password: 'door volunteer passphrase' } as const;

/** Headers every state-changing API call from the browser carries (the CSRF marker). */
export const XHR_HEADERS = { 'x-requested-with': 'XMLHttpRequest' } as const;

/**
 * The scrypt cost test apps and test users hash at (N=2^10 instead of 2^17: milliseconds, not seconds, a hash).
 * Verifying reads the cost from the stored hash, so logins exercise the same code as in production.
 */
export const TEST_PASSWORD_COST: ScryptCost = Object.freeze({ logN: 10, r: 8, p: 1 });

/** Creates the user directly in the database unless it exists (tables are emptied between test files). */
export async function ensureAdminUser(
  database: Database,
  username: string = TEST_ADMIN.username,
  password: string = TEST_ADMIN.password,
  cost: ScryptCost = TEST_PASSWORD_COST,
  role: UserRole = 'admin',
): Promise<void> {
  if (await createUsersRepository(database.db).findByUsername(username)) return;
  const passwordHash = await hashPassword(password, cost);
  await database.db.insert(users).values({ username, passwordHash, role }).onConflictDoNothing();
}

/**
 * Signs in as an admin through POST /api/login (creating the account if needed) and answers the session cookie
 * and the headers an admin call needs: `app.inject({ method: 'POST', url, headers, payload })`.
 */
export async function loginAsAdmin(
  app: FastifyInstance,
  credentials: { username: string; password: string } = TEST_ADMIN,
  role: UserRole = 'admin',
): Promise<{ cookie: string; headers: Record<string, string> }> {
  await ensureAdminUser(app.database, credentials.username, credentials.password, TEST_PASSWORD_COST, role);
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: XHR_HEADERS,
    payload: credentials,
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const setCookie = res.cookies.find((c) => c.name === 'sid');
  if (!setCookie) throw new Error('login answered no session cookie');
  const cookie = `sid=${setCookie.value}`;
  return { cookie, headers: { cookie, ...XHR_HEADERS } };
}

/** Signs in as a door volunteer (creating the account if needed), like loginAsAdmin. */
export const loginAsDoor = (
  app: FastifyInstance,
  credentials: { username: string; password: string } = TEST_DOOR,
) => loginAsAdmin(app, credentials, 'door');
