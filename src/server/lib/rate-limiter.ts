import type { Db } from '../db/client';
import { createRateLimitCountersRepository } from '../db/rate-limit-counters-repository';
import { perDatabase } from './per-database';
import { writeBatcher } from './write-batcher';

// Fixed-window counters in the database, so limits hold across every instance (docs/architecture.md, "Rate limits").

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
const hitCounterFor = perDatabase((db) => {
  const counters = createRateLimitCountersRepository(db);
  return writeBatcher<Hit, Counted>(
    async (hits) => {
      const byKey = new Map<string, { windowMs: number; count: number }>();
      for (const { key, windowMs } of hits) {
        const entry = byKey.get(key);
        if (entry) entry.count++;
        else byKey.set(key, { windowMs, count: 1 });
      }
      const increments = [...byKey]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, { windowMs, count }]) => ({ key, hits: count, windowMs }));
      const rows = await counters.add(increments);
      const counted = new Map(rows.map((row) => [row.key, row]));
      // The batch's hits on a key are numbered in arrival order, ending at the stored total.
      const seen = new Map<string, number>();
      return hits.map(({ key }) => {
        const row = counted.get(key);
        if (!row) throw new Error('rate limit upsert returned no row');
        const nth = (seen.get(key) ?? 0) + 1;
        seen.set(key, nth);
        return { hits: row.hits - ((byKey.get(key)?.count ?? 1) - nth), resetAt: row.resetAt };
      });
    },
    { maxBatch: 200, maxConcurrent: 2 },
  );
});

/** Reads counters, many at once when the reads arrive together (one select per batch). */
const counterReaderFor = perDatabase((db) => {
  const counters = createRateLimitCountersRepository(db);
  return writeBatcher<string, Counted | null>(
    async (keys) => {
      const rows = new Map((await counters.findAll([...new Set(keys)])).map((row) => [row.key, row]));
      return keys.map((key) => rows.get(key) ?? null);
    },
    { maxBatch: 200, maxConcurrent: 2 },
  );
});

/**
 * Takes hits back, many at once when the refunds arrive together (a burst's duplicates): one update per batch,
 * a key's refunds added up.
 */
const refunderFor = perDatabase((db) => {
  const counters = createRateLimitCountersRepository(db);
  return writeBatcher<string, undefined>(
    async (keys) => {
      const byKey = new Map<string, number>();
      for (const key of keys) byKey.set(key, (byKey.get(key) ?? 0) + 1);
      await counters.subtract([...byKey].map(([key, hits]) => ({ key, hits })));
      return keys.map(() => undefined);
    },
    { maxBatch: 200, maxConcurrent: 2 },
  );
});

export function createRateLimiter(db: Db) {
  const toResult = (hits: number, resetAt: Date, limit: number): RateLimitResult => ({
    allowed: hits <= limit,
    hits,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)),
  });
  const countHit = hitCounterFor(db);
  const readCounter = counterReaderFor(db);
  const refundHit = refunderFor(db);
  const counters = createRateLimitCountersRepository(db);

  return {
    /** Counts one hit on key and says whether it is within `limit` hits per `windowMs`. Atomic under concurrency. */
    async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
      const { hits, resetAt } = await countHit({ key, windowMs });
      return toResult(hits, resetAt, limit);
    },

    /**
     * One hit on every key if each is below `limit` in its window, else none (and `allowed: false`): for an attempt
     * held to several counters at once, where a refused attempt must not count. Atomic under concurrency.
     */
    async hitAll(keys: string[], limit: number, windowMs: number): Promise<RateLimitResult> {
      const { counted, states } = await counters.addToAllIfBelow(keys, limit, windowMs);
      const blocking = counted ? states : states.filter((state) => state.hits >= limit);
      return {
        allowed: counted,
        hits: Math.max(...states.map((state) => state.hits)),
        retryAfterSeconds: Math.max(
          ...blocking.map((state) => toResult(state.hits, state.resetAt, limit).retryAfterSeconds),
        ),
      };
    },

    /** Whether key has already reached `limit` in its current window, without counting a hit. */
    async isBlocked(key: string, limit: number): Promise<RateLimitResult> {
      const row = await readCounter(key);
      if (!row || row.resetAt.getTime() <= Date.now())
        return { allowed: true, hits: 0, retryAfterSeconds: 0 };
      return { ...toResult(row.hits, row.resetAt, limit), allowed: row.hits < limit };
    },

    /** Takes one hit back off key's current window (a hit for an attempt that was refused after all). */
    async refund(key: string): Promise<void> {
      await refundHit(key);
    },

    async reset(key: string): Promise<void> {
      await counters.delete(key);
    },

    /** Removes finished windows; called now and then so the table stays small. */
    async prune(): Promise<void> {
      await counters.deleteExpired();
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
