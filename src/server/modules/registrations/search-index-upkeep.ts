import type { Db } from '../../db/client';
import { perDatabase } from '../../lib/per-database';
import { mergeSearchIndexPendingList } from './search-index-repository';

// The registrations' search index (trigram GIN, for the admin's search by any part of a name, address, phone or
// ticket code) takes new rows into a pending list first, and the insert that finds that list over its limit
// (4 MB: about 3,500 sign-ups) merges it into the index itself. In a burst that insert runs while its
// transaction holds the event's row, so every few thousand sign-ups one batch, and every sign-up queued behind
// it, waited for the merge (the database's time for that burst doubled, +100 ms). The list is merged here
// instead, once sign-ups have been quiet for a moment, outside any transaction: a burst's 500 sign-ups are a
// merge of about 20 ms (docs/architecture.md, "Database").

/** How long after the last stored sign-up the pending list is merged. */
const SEARCH_INDEX_QUIET_MS = 1000;
/**
 * Sign-ups that never pause that long (a steady stream) have it merged this long after the first one unmerged:
 * a merge does not hold up inserts meanwhile.
 */
const SEARCH_INDEX_MAX_WAIT_MS = 10_000;

/**
 * One database's upkeep: `afterSignUps()` (re)starts the quiet period (within the longest wait); when it ends,
 * the list is merged, one merge at a time. Best effort: a merge that fails (the database closed or unreachable)
 * is left to the next insert over the limit, as without this.
 */
export function searchIndexUpkeep(
  db: Db,
  { quietMs = SEARCH_INDEX_QUIET_MS, maxWaitMs = SEARCH_INDEX_MAX_WAIT_MS } = {},
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let scheduled: { merged: Promise<void>; settle: () => void; since: number } | null = null;

  const merge = () => {
    timer = null;
    const settle = scheduled?.settle;
    scheduled = null;
    running = running
      .then(() => mergeSearchIndexPendingList(db))
      .then(
        () => undefined,
        () => undefined,
      );
    if (settle) void running.then(settle);
  };

  return {
    afterSignUps() {
      if (scheduled && Date.now() - scheduled.since >= maxWaitMs) return;
      if (timer) clearTimeout(timer);
      if (!scheduled) {
        let settle = () => {};
        const merged = new Promise<void>((resolve) => {
          settle = resolve;
        });
        scheduled = { merged, settle, since: Date.now() };
      }
      // Never keeps the process alive, nor a stopping server waiting.
      timer = setTimeout(merge, quietMs).unref();
    },
    /** Settles once the merge scheduled so far has run. */
    get merged(): Promise<void> {
      return scheduled?.merged ?? running;
    },
  };
}

/** The upkeep of each database the server stores sign-ups in. */
export const searchIndexUpkeepFor = perDatabase((db) => searchIndexUpkeep(db));
