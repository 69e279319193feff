import type { FastifyInstance } from 'fastify';
import { coalesced } from '../lib/coalesced';

/**
 * Lets cached public pages and answers show a change they count (places left, spots left): a burst of changes
 * costs at most two refreshes; a failure is logged, naming `after`. Does nothing when the public cache is off.
 */
export function publicPagesRefresh(app: FastifyInstance, after: string): () => void {
  return coalesced(
    async () => {
      if (app.hasDecorator('invalidatePublicCache')) await app.invalidatePublicCache();
    },
    (err) => app.log.error({ err }, `could not refresh public pages after ${after}`),
  );
}
