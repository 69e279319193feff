import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Merges the registrations' search index's pending list into the index (when: ./search-index-upkeep.ts); answers
 * how many of its pages were merged.
 */
export async function mergeSearchIndexPendingList(db: Db): Promise<number> {
  const { rows } = await db.execute<{ pages: number }>(
    sql`select gin_clean_pending_list('registrations_search_trgm_idx')::int as pages`,
  );
  return rows[0]?.pages ?? 0;
}
