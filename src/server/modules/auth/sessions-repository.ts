import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { AuthUser, SessionStore } from '../../plugins/session';

/** Idle timeout: a session unused this long ends. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Absolute lifetime: however active, a session ends this long after its sign-in. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's expiry is pushed forward at most this often, so browsing does not write on every request. */
const TOUCH_AFTER_MS = 60 * 60 * 1000;

export type StoredSession = { userId: string; createdAt: string };

/**
 * The row key is a SHA-256 of the cookie's token, so a read of the sessions table (a backup, a log) does not
 * hand out live sessions.
 */
const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** When the session was signed in (a row without it is treated as too old). */
const createdAt = sql`(${sessions.sess}->>'createdAt')::timestamptz`;
const withinMaxAge = sql`coalesce(${createdAt} > now() - ${SESSION_MAX_AGE_MS} * interval '1 millisecond', false)`;
/** A session row that still signs someone in (its account is checked by joining users). */
const live = and(gt(sessions.expire, sql`now()`), withinMaxAge);
const ofItsUser = eq(users.id, sql`${sessions.sess}->>'userId'`);

/** Sessions in the `sessions` table (sid, sess, expire): shared by every instance, kept across restarts. */
export function createSessionsRepository(db: Db) {
  const store = {
    /** Starts a session for the user; answers the token the cookie carries. */
    async create(userId: string): Promise<{ token: string; expire: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expire = new Date(Date.now() + SESSION_TTL_MS);
      const sess: StoredSession = { userId, createdAt: new Date().toISOString() };
      await db.insert(sessions).values({ sid: keyOf(token), sess, expire });
      return { token, expire };
    },

    /**
     * The signed-in user of an unexpired session, sliding its expiry forward; null for an unknown, expired or
     * orphaned session. `touched` is the new expiry when it was extended (the cookie should follow).
     */
    async load(token: string): Promise<{ user: AuthUser; expire: Date; touched: boolean } | null> {
      const sid = keyOf(token);
      const [row] = await db
        .select({
          expire: sessions.expire,
          createdAt: sql<string>`${sessions.sess}->>'createdAt'`,
          userId: users.id,
          username: users.username,
          role: users.role,
        })
        .from(sessions)
        .innerJoin(users, ofItsUser)
        .where(and(eq(sessions.sid, sid), live))
        .limit(1);
      if (!row) return null;
      const user = { id: row.userId, username: row.username, role: row.role };
      const now = Date.now();
      if (row.expire.getTime() - now > SESSION_TTL_MS - TOUCH_AFTER_MS) {
        return { user, expire: row.expire, touched: false };
      }
      // Sliding, but never past the absolute lifetime.
      const expire = new Date(
        Math.min(now + SESSION_TTL_MS, new Date(row.createdAt).getTime() + SESSION_MAX_AGE_MS),
      );
      await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
      return { user, expire, touched: true };
    },

    /**
     * Which of the tokens still sign someone in, as load would say, in one query and without renewing any: for
     * responses that stay open (plugins/session.ts, watchSession).
     */
    async stillLive(tokens: readonly string[]): Promise<Set<string>> {
      if (tokens.length === 0) return new Set();
      const tokenOfKey = new Map(tokens.map((token) => [keyOf(token), token]));
      const rows = await db
        .select({ sid: sessions.sid })
        .from(sessions)
        .innerJoin(users, ofItsUser)
        .where(and(inArray(sessions.sid, [...tokenOfKey.keys()]), live));
      return new Set(rows.flatMap((row) => tokenOfKey.get(row.sid) ?? []));
    },

    async destroy(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.sid, keyOf(token)));
    },

    /** Ends every session of a user (after a password change). */
    async destroyForUser(userId: string): Promise<void> {
      await db.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${userId}`);
    },

    /** Removes expired rows, and any older than the lifetime (renewals never push expire past it). */
    async prune(): Promise<void> {
      await db.delete(sessions).where(or(lt(sessions.expire, sql`now()`), not(withinMaxAge)));
    },
  };
  return store satisfies SessionStore;
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
