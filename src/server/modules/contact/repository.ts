import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessageRow = typeof contactMessages.$inferInsert;

export function createContactMessagesRepository(db: Db) {
  return {
    async insert(values: NewContactMessageRow, tx: Db = db): Promise<ContactMessageRow> {
      const [row] = await tx.insert(contactMessages).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  };
}
export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;
