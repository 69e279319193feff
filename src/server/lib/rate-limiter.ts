import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { perDatabase } from './per-database';
import { writeBatcher } from './write-batcher';

// Fixed-window counters in the database, so limits hold across every instance (DESIGN.md "Security model").

export type RateLimitResult = {
  allowed: boolean;
  hits: number;
  /** Seconds until the window resets: the Retry-After a 429 carries. */
  retryAfterSeconds: number;
};

type Hit = { key: string; windowMs: number };
type Counted = { hits: number; resetAt: Date };

/**
 * Counts hits, many at once when they arrive together: one upsert per batch, a key's hits added up (an upsert
 * may touch a row only once) and its rows locked in key order, so concurrent batches cannot deadlock.
 */
const hitCounterFor = perDatabase((db) =>
  writeBatcher<Hit, Counted>(
    async (hits) => {
      const byKey = new Map<string, { windowMs: number; count: number }>();
      for (const { key, windowMs } of hits) {
        const entry = byKey.get(key);
        if (entry) entry.count++;
        else byKey.set(key, { windowMs, count: 1 });
      }
      const expired = sql`${rateLimitCounters.resetAt} <= now()`;
      const counts = [...byKey]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, { windowMs, count }]) => ({ key, hits: count, window_ms: windowMs }));
      // One JSON parameter whatever the batch's size; both drivers answer raw statements with { rows }.
      const { rows } = (await db.execute(sql`
        insert into ${rateLimitCounters} (key, hits, reset_at)
        select key, hits, now() + window_ms * interval '1 millisecond'
        from jsonb_to_recordset(${JSON.stringify(counts)}::jsonb) as r (key text, hits integer, window_ms bigint)
        on conflict (key) do update set
          hits = case when ${expired} then excluded.hits else ${rateLimitCounters.hits} + excluded.hits end,
          reset_at = case when ${expired} then excluded.reset_at else ${rateLimitCounters.resetAt} end
        returning key, hits, (extract(epoch from reset_at) * 1000)::float8 as "resetAtMs"`)) as unknown as {
        rows: { key: string; hits: number; resetAtMs: number }[];
      };
      const counted = new Map(rows.map((row) => [row.key, row]));
      // The batch's hits on a key are numbered in arrival order, ending at the stored total.
      const seen = new Map<string, number>();
      return hits.map(({ key }) => {
        const row = counted.get(key);
        if (!row) throw new Error('rate limit upsert returned no row');
        const nth = (seen.get(key) ?? 0) + 1;
        seen.set(key, nth);
        return { hits: row.hits - ((byKey.get(key)?.count ?? 1) - nth), resetAt: new Date(row.resetAtMs) };
      });
    },
    { maxBatch: 200, maxConcurrent: 2 },
  ),
);

export function createRateLimiter(db: Db) {
  const toResult = (hits: number, resetAt: Date, limit: number): RateLimitResult => ({
    allowed: hits <= limit,
    hits,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)),
  });
  const countHit = hitCounterFor(db);

  return {
    /** Counts one hit on key and says whether it is within `limit` hits per `windowMs`. Atomic under concurrency. */
    async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
      const { hits, resetAt } = await countHit({ key, windowMs });
      return toResult(hits, resetAt, limit);
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
