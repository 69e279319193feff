import { eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { keptPrepared } from './kept-prepared';
import { rateLimitCounters } from './schema';

/** Hits to add to one key's counter; a window of `windowMs` starts when the key has none running. */
export type CounterIncrement = { key: string; hits: number; windowMs: number };
export type CounterState = { key: string; hits: number; resetAt: Date };

class RefusedHit extends Error {}

/**
 * The upsert adding hits: `increments` is a query answering (key text, hits integer, window_ms bigint), each key
 * once, in key order (rows are locked in that order, so concurrent upserts cannot deadlock). Finished windows
 * restart. Also usable as a data-modifying part of a larger statement (a sign-up counted where it is stored).
 */
export const addHitsSql = (increments: SQL) => {
  const expired = sql`${rateLimitCounters.resetAt} <= now()`;
  return sql`
    insert into ${rateLimitCounters} (key, hits, reset_at)
    select key, hits, now() + window_ms * interval '1 millisecond' from (${increments}) as increments
    on conflict (key) do update set
      hits = case when ${expired} then excluded.hits else ${rateLimitCounters.hits} + excluded.hits end,
      reset_at = case when ${expired} then excluded.reset_at else ${rateLimitCounters.resetAt} end`;
};

/** Fixed-window hit counters, one row per key, shared by every instance on the database. */
export function createRateLimitCountersRepository(db: Db) {
  return {
    /**
     * Adds each key's hits in one upsert (a key may appear only once), restarting finished windows, and answers
     * every key's new total. Rows are locked in the order given: callers sort by key so batches cannot deadlock.
     */
    async add(increments: CounterIncrement[]): Promise<CounterState[]> {
      const records = increments.map(({ key, hits, windowMs }) => ({ key, hits, window_ms: windowMs }));
      // One JSON parameter whatever the batch's size.
      const { rows } = await db.execute<{ key: string; hits: number; resetAtMs: number }>(
        keptPrepared(sql`
          ${addHitsSql(sql`select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
            as r (key text, hits integer, window_ms bigint)`)}
          returning key, hits, (extract(epoch from reset_at) * 1000)::float8 as "resetAtMs"`),
      );
      return rows.map((row) => ({ key: row.key, hits: row.hits, resetAt: new Date(row.resetAtMs) }));
    },

    /**
     * One hit on every key, or on none: counted only when each key's running window holds fewer than `limit`
     * hits. The rows are locked (in key order, so callers cannot deadlock) from the check to the count, so
     * parallel callers are let in one after another and never one on the strength of a hit that is taken back.
     */
    async addToAllIfBelow(
      keys: string[],
      limit: number,
      windowMs: number,
    ): Promise<{
      counted: boolean;
      states: CounterState[];
    }> {
      const sorted = [...new Set(keys)].sort();
      let refused: CounterState[] | null = null;
      const counted = await db
        .transaction(async (tx) => {
          const expired = sql`${rateLimitCounters.resetAt} <= now()`;
          const { rows } = await tx.execute<{ key: string; hits: number; resetAtMs: number }>(sql`
            insert into ${rateLimitCounters} (key, hits, reset_at)
            select key, 1, now() + ${windowMs} * interval '1 millisecond'
            from jsonb_array_elements_text(${JSON.stringify(sorted)}::jsonb) as k (key)
            order by key
            on conflict (key) do update set
              hits = case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end,
              reset_at = case when ${expired} then excluded.reset_at else ${rateLimitCounters.resetAt} end
            returning key, hits, (extract(epoch from reset_at) * 1000)::float8 as "resetAtMs"`);
          const states = rows.map((row) => ({
            key: row.key,
            hits: row.hits,
            resetAt: new Date(row.resetAtMs),
          }));
          if (states.some((state) => state.hits > limit)) {
            // Refused: the transaction is rolled back, so neither the hits nor new rows stay.
            refused = states.map((state) => ({ ...state, hits: state.hits - 1 }));
            throw new RefusedHit();
          }
          return states;
        })
        .catch((err: unknown) => {
          if (err instanceof RefusedHit) return null;
          throw err;
        });
      return counted ? { counted: true, states: counted } : { counted: false, states: refused ?? [] };
    },

    /** The counters of these keys (missing: never hit, or pruned). */
    async findAll(keys: string[]): Promise<CounterState[]> {
      if (keys.length === 0) return [];
      return db
        .select({
          key: rateLimitCounters.key,
          hits: rateLimitCounters.hits,
          resetAt: rateLimitCounters.resetAt,
        })
        .from(rateLimitCounters)
        .where(inArray(rateLimitCounters.key, keys));
    },

    /**
     * Takes hits back off each key's running window in one statement (a key may appear only once), never below
     * none; nothing for a finished window. Rows are locked in key order first, as `add` locks them, so a batch of
     * refunds and a batch of hits cannot deadlock.
     */
    async subtract(decrements: { key: string; hits: number }[]): Promise<void> {
      if (decrements.length === 0) return;
      await db.execute(
        keptPrepared(sql`
        with taken as (
          select * from jsonb_to_recordset(${JSON.stringify(decrements)}::jsonb) as d (key text, hits integer)
        ), locked as (
          select c.key from ${rateLimitCounters} c join taken using (key)
          where c.reset_at > now() and c.hits > 0
          order by c.key
          for update of c
        )
        update ${rateLimitCounters} c set hits = greatest(c.hits - taken.hits, 0)
        from taken join locked using (key)
        where c.key = taken.key`),
      );
    },

    async delete(key: string): Promise<void> {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },

    /** Removes finished windows. */
    async deleteExpired(): Promise<void> {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, sql`now()`));
    },
  };
}
