import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessageReplies, contactMessages } from '../../db/schema';
import { isUuid } from '../../lib/uuid';
import type { ContactMessageRow } from './repository';

export type ContactMessageReplyRow = typeof contactMessageReplies.$inferSelect;

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

    /** Adds the reply to the message's history, and marks the message answered (now) and handled. */
    async saveReply(id: string, reply: { text: string; by: string | null }, tx: Db = db) {
      const now = new Date();
      await tx
        .insert(contactMessageReplies)
        .values({ messageId: id, body: reply.text, repliedBy: reply.by, createdAt: now });
      const [row] = await tx
        .update(contactMessages)
        .set({ repliedAt: now, handledAt: sql`coalesce(${contactMessages.handledAt}, ${now})` })
        .where(eq(contactMessages.id, id))
        .returning();
      if (!row) throw new Error('update returned no row');
      return row;
    },

    /** The replies to these messages, oldest first, by message id. */
    async repliesOf(messageIds: string[], tx: Db = db): Promise<Map<string, ContactMessageReplyRow[]>> {
      const byMessage = new Map<string, ContactMessageReplyRow[]>();
      if (messageIds.length === 0) return byMessage;
      const rows = await tx
        .select()
        .from(contactMessageReplies)
        .where(inArray(contactMessageReplies.messageId, messageIds))
        .orderBy(asc(contactMessageReplies.createdAt), asc(contactMessageReplies.id));
      for (const row of rows) {
        const list = byMessage.get(row.messageId) ?? [];
        list.push(row);
        byMessage.set(row.messageId, list);
      }
      return byMessage;
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
