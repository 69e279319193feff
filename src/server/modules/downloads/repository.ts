import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { downloadLinks } from '../../db/schema';
import { randomToken } from '../../lib/random-token';
import { isUuid } from '../../lib/uuid';

export type DownloadLinkRow = typeof downloadLinks.$inferSelect;

/** 32 random bytes, base64url: 43 characters. */
export const newDownloadToken = () => randomToken(32);
export const DOWNLOAD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const isLive = and(eq(downloadLinks.isActive, true), gt(downloadLinks.expiresAt, sql`now()`));

export function createDownloadLinksRepository(db: Db) {
  return {
    async create(eventId: string, createdBy: string | null, expiresAt: Date): Promise<DownloadLinkRow> {
      const [row] = await db
        .insert(downloadLinks)
        .values({ eventId, token: newDownloadToken(), createdBy, expiresAt })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** The event's active, unexpired links, newest first. */
    listLive(eventId: string): Promise<DownloadLinkRow[]> {
      return db
        .select()
        .from(downloadLinks)
        .where(and(eq(downloadLinks.eventId, eventId), isLive))
        .orderBy(desc(downloadLinks.createdAt), desc(downloadLinks.id));
    },

    /** The link a token names, when it is active and unexpired. */
    async findLiveByToken(token: string): Promise<DownloadLinkRow | null> {
      if (!DOWNLOAD_TOKEN_PATTERN.test(token)) return null;
      const [row] = await db
        .select()
        .from(downloadLinks)
        .where(and(eq(downloadLinks.token, token), isLive))
        .limit(1);
      return row ?? null;
    },

    /** Revokes (deactivates) a link; null when there is no such link. */
    async revoke(id: string): Promise<DownloadLinkRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .update(downloadLinks)
        .set({ isActive: false })
        .where(eq(downloadLinks.id, id))
        .returning();
      return row ?? null;
    },
  };
}
export type DownloadLinksRepository = ReturnType<typeof createDownloadLinksRepository>;
