import type { Db } from '../../db/client';
import { rateLimitAddress } from '../../lib/client-address';
import { type PasswordHasher, PasswordHashingBusyError } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { AuthUser } from '../../plugins/session';
import { createUsersRepository, normalizeUsername } from './users-repository';

/**
 * Failed logins allowed per window, per client address and per username, or per device for a browser that has
 * signed in as that username before (counted in the database).
 */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const addressKey = (ip: string) => `login:ip:${rateLimitAddress(ip)}`;

/**
 * The counters a login attempt is held to. `device` is the nonce of a valid device cookie for this username: such
 * a browser is counted on its own, so neither strangers' failures under the username nor those from its network
 * address (a café's Wi-Fi, or every client behind a proxy without TRUST_PROXY) can lock it out; its own failures
 * still do.
 */
export const loginKeys = (ip: string, username: string, device: string | null): string[] =>
  device ? [`login:device:${device}`] : [addressKey(ip), `login:user:${normalizeUsername(username)}`];

export type LoginDeps = {
  db: Db;
  passwords: Pick<PasswordHasher, 'hash' | 'verify' | 'dummyHash'>;
  limiter: Pick<RateLimiter, 'hitAll' | 'refund' | 'reset'>;
};

export type LoginAttempt = { ip: string; username: string; password: string; device: string | null };

export type LoginOutcome =
  | { kind: 'signed-in'; user: AuthUser }
  | { kind: 'locked-out'; retryAfterSeconds: number }
  | { kind: 'busy' }
  | { kind: 'invalid' };

/** Checks a username and password against the accounts, within the failure limits. */
export async function attemptLogin(
  { db, passwords, limiter }: LoginDeps,
  { ip, username, password, device }: LoginAttempt,
): Promise<LoginOutcome> {
  const keys = loginKeys(ip, username, device);
  // Every attempt let through is counted before the password is checked, so a burst of parallel guesses cannot
  // all slip in before the first failure is recorded; a refused attempt is not counted, so a lockout ends with
  // its window however often it is tried meanwhile; a success clears the count.
  const counted = await limiter.hitAll(keys, LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MS);
  if (!counted.allowed) return { kind: 'locked-out', retryAfterSeconds: counted.retryAfterSeconds };

  const user = await createUsersRepository(db, passwords).findByUsername(username);
  let ok: boolean;
  try {
    // An unknown username costs the same scrypt work as a wrong password. A browser that has signed in as this
    // username before goes ahead of every other login waiting to be hashed, so a storm cannot keep it out.
    ok = await passwords.verify(password, user?.passwordHash ?? (await passwords.dummyHash()), {
      priority: device !== null,
    });
  } catch (err) {
    if (!(err instanceof PasswordHashingBusyError)) throw err;
    // Too many sign-ins at once: no password was tried, so the username's counter (or the known device's) gets its
    // hit back; the address's keeps it, so a storm cannot be repeated for free.
    const address = addressKey(ip);
    await Promise.all(keys.filter((key) => key !== address).map((key) => limiter.refund(key)));
    return { kind: 'busy' };
  }
  if (!user || !ok) return { kind: 'invalid' };
  await Promise.all(keys.map((key) => limiter.reset(key)));
  return { kind: 'signed-in', user: { id: user.id, username: user.username, role: user.role } };
}
