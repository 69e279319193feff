import type { StallApplicationStatus } from '@shared/schemas/stalls';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, stallApplications } from '../../db/schema';
import { isUuid } from '../../lib/uuid';
import type { EventRow } from '../events/event-row';
import type { StallApplicationRow } from './repository';

export function createStallApplicationsAdminRepository(db: Db) {
  return {
    /** One event's applications (or all of them), optionally of one status, newest first. */
    list(filter: { eventId?: string; status?: StallApplicationStatus } = {}): Promise<StallApplicationRow[]> {
      return db
        .select()
        .from(stallApplications)
        .where(
          and(
            filter.eventId ? eq(stallApplications.eventId, filter.eventId) : undefined,
            filter.status ? eq(stallApplications.status, filter.status) : undefined,
          ),
        )
        .orderBy(desc(stallApplications.createdAt), desc(stallApplications.id));
    },

    async findById(id: string, tx: Db = db): Promise<StallApplicationRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await tx.select().from(stallApplications).where(eq(stallApplications.id, id)).limit(1);
      return row ?? null;
    },

    /** The application's event, locked until the transaction ends: decisions on one event's stalls queue up. */
    async lockEvent(eventId: string, tx: Db): Promise<EventRow> {
      const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
      if (!row) throw new Error('stall application without its event');
      return row;
    },

    async setStatus(id: string, status: StallApplicationStatus, tx: Db = db): Promise<StallApplicationRow> {
      const [row] = await tx
        .update(stallApplications)
        .set({ status, decidedAt: new Date() })
        .where(eq(stallApplications.id, id))
        .returning();
      if (!row) throw new Error('update returned no row');
      return row;
    },

    /** Stores the event's count of approved applications (call with the event's row locked). */
    async recountApproved(eventId: string, tx: Db): Promise<void> {
      const approved = tx
        .select({ n: count() })
        .from(stallApplications)
        .where(and(eq(stallApplications.eventId, eventId), eq(stallApplications.status, 'approved')));
      await tx
        .update(events)
        .set({ approvedStalls: sql`(${approved})` })
        .where(eq(events.id, eventId));
    },

    /** Deletes the application and recounts its event's approved stalls, together. */
    async deleteById(id: string): Promise<StallApplicationRow | null> {
      if (!isUuid(id)) return null;
      return db.transaction(async (tx) => {
        const current = await this.findById(id, tx);
        if (!current) return null;
        await this.lockEvent(current.eventId, tx);
        const [row] = await tx.delete(stallApplications).where(eq(stallApplications.id, id)).returning();
        if (row) await this.recountApproved(row.eventId, tx);
        return row ?? null;
      });
    },
  };
}
