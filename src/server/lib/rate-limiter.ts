import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';

// Fixed-window counters in the database, so limits hold across every instance (DESIGN.md "Security model").

export type RateLimitResult = {
  allowed: boolean;
  hits: number;
  /** Seconds until the window resets: the Retry-After a 429 carries. */
  retryAfterSeconds: number;
};

export function createRateLimiter(db: Db) {
  const toResult = (hits: number, resetAt: Date, limit: number): RateLimitResult => ({
    allowed: hits <= limit,
    hits,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)),
  });

  return {
    /** Counts one hit on key and says whether it is within `limit` hits per `windowMs`. Atomic under concurrency. */
    async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
      const expired = sql`${rateLimitCounters.resetAt} <= now()`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, hits: 1, resetAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
            resetAt: sql`case when ${expired} then now() + ${windowMs} * interval '1 millisecond' else ${rateLimitCounters.resetAt} end`,
          },
        })
        .returning({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt });
      if (!row) throw new Error('rate limit upsert returned no row');
      return toResult(row.hits, row.resetAt, limit);
    },

    /** Whether key has already reached `limit` in its current window, without counting a hit. */
    async isBlocked(key: string, limit: number): Promise<RateLimitResult> {
      const [row] = await db
        .select({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt })
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, key));
      if (!row || row.resetAt.getTime() <= Date.now())
        return { allowed: true, hits: 0, retryAfterSeconds: 0 };
      return { ...toResult(row.hits, row.resetAt, limit), allowed: row.hits < limit };
    },

    async reset(key: string): Promise<void> {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },

    /** Removes finished windows; called now and then so the table stays small. */
    async prune(): Promise<void> {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, sql`now()`));
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
