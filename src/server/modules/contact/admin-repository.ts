import { desc, eq } from 'drizzle-orm';
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

    async deleteById(id: string): Promise<ContactMessageRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning();
      return row ?? null;
    },
  };
}
