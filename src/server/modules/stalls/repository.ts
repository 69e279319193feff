import type { Db } from '../../db/client';
import { stallApplications } from '../../db/schema';

export type StallApplicationRow = typeof stallApplications.$inferSelect;
export type NewStallApplicationRow = typeof stallApplications.$inferInsert;

export function createStallApplicationsRepository(db: Db) {
  return {
    async insert(values: NewStallApplicationRow, tx: Db = db): Promise<StallApplicationRow> {
      const [row] = await tx.insert(stallApplications).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  };
}
export type StallApplicationsRepository = ReturnType<typeof createStallApplicationsRepository>;
