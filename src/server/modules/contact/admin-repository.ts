import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { isUuid } from '../events/repository';
import type { ContactMessageRow } from './repository';

export function createContactMessagesAdminRepository(db: Db) {
  return {
    listNewestFirst(): Promise<ContactMessageRow[]> {
      return db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
    },

    async setHandled(id: string, handled: boolean): Promise<ContactMessageRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .update(contactMessages)
        .set({ handledAt: handled ? new Date() : null })
        .where(eq(contactMessages.id, id))
        .returning();
      return row ?? null;
    },

    /** Keeps the reply with the message (the latest one, if there are several) and marks the message handled. */
    async saveReply(id: string, reply: { text: string; by: string | null }, tx: Db = db) {
      const now = new Date();
      const [row] = await tx
        .update(contactMessages)
        .set({
          replyText: reply.text,
          repliedAt: now,
          repliedBy: reply.by,
          handledAt: sql`coalesce(${contactMessages.handledAt}, ${now})`,
        })
        .where(eq(contactMessages.id, id))
        .returning();
      if (!row) throw new Error('update returned no row');
      return row;
    },

    async findById(id: string, tx: Db = db): Promise<ContactMessageRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
      return row ?? null;
    },

    /** All messages, and those neither replied to nor marked handled. */
    async counts(): Promise<{ total: number; unanswered: number }> {
      const [row] = await db
        .select({
          total: count(),
          unanswered: count(
            sql`case when ${and(isNull(contactMessages.repliedAt), isNull(contactMessages.handledAt))} then 1 end`,
          ),
        })
        .from(contactMessages);
      return { total: row?.total ?? 0, unanswered: row?.unanswered ?? 0 };
    },

    async deleteById(id: string): Promise<ContactMessageRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning();
      return row ?? null;
    },
  };
}
