import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboundEmails } from '../../db/schema';
import type { PreparedMail } from './mail-message';

export type OutboundEmailRow = typeof outboundEmails.$inferSelect;

/** A mail is tried at most this many times: once when stored, once more by the retry sweep. */
export const MAX_ATTEMPTS = 2;
/** A mail still pending after this long was being sent by a process that stopped: the sweep picks it up. */
const STUCK_AFTER_MS = 10 * 60 * 1000;

export function createOutboundEmailsRepository(db: Db) {
  return {
    async insert(mail: PreparedMail): Promise<OutboundEmailRow> {
      const [row] = await db
        .insert(outboundEmails)
        .values({ ...mail, status: 'pending' })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Stores mails to send, in the caller's transaction when given one (they go out once it commits). */
    async insertAll(mails: PreparedMail[], tx: Db = db): Promise<void> {
      if (mails.length === 0) return;
      await tx.insert(outboundEmails).values(mails.map((mail) => ({ ...mail, status: 'pending' as const })));
    },

    /**
     * Takes one mail for a delivery attempt: counts the attempt first, so a crash mid-send still counts. Only one
     * caller (of every instance) wins a given mail; null when it is not due.
     */
    async claim(id: string): Promise<OutboundEmailRow | null> {
      const [row] = await db
        .update(outboundEmails)
        .set({ status: 'pending', attempts: sql`${outboundEmails.attempts} + 1` })
        .where(
          and(
            eq(outboundEmails.id, id),
            or(
              and(eq(outboundEmails.status, 'pending'), eq(outboundEmails.attempts, 0)),
              and(eq(outboundEmails.status, 'failed'), lt(outboundEmails.attempts, MAX_ATTEMPTS)),
              and(
                eq(outboundEmails.status, 'pending'),
                lt(outboundEmails.attempts, MAX_ATTEMPTS),
                lt(outboundEmails.createdAt, sql`now() - ${STUCK_AFTER_MS} * interval '1 millisecond'`),
              ),
            ),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Takes up to `limit` mails never tried yet for their first attempt, counting it. Rows another caller (of any
     * instance) is taking at the same moment are skipped, so every mail is taken once.
     */
    async claimFresh(limit: number): Promise<OutboundEmailRow[]> {
      const fresh = db
        .select({ id: outboundEmails.id })
        .from(outboundEmails)
        .where(and(eq(outboundEmails.status, 'pending'), eq(outboundEmails.attempts, 0)))
        .orderBy(asc(outboundEmails.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outboundEmails)
        .set({ attempts: sql`${outboundEmails.attempts} + 1` })
        .where(inArray(outboundEmails.id, fresh))
        .returning();
    },

    /** Ids of mails due another attempt: failed once, or left pending by a stopped process. */
    async listRetryable(limit = 20): Promise<string[]> {
      const rows = await db
        .select({ id: outboundEmails.id })
        .from(outboundEmails)
        .where(
          and(
            lt(outboundEmails.attempts, MAX_ATTEMPTS),
            or(
              eq(outboundEmails.status, 'failed'),
              and(
                eq(outboundEmails.status, 'pending'),
                lt(outboundEmails.createdAt, sql`now() - ${STUCK_AFTER_MS} * interval '1 millisecond'`),
              ),
            ),
          ),
        )
        .orderBy(outboundEmails.createdAt)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * Records delivery and empties the stored message: a sent mail's copy would otherwise keep the recipient's
     * details, and a manage link that still works, in every backup for good. Kind, recipient, subject and
     * times stay, to answer "was it sent?".
     */
    async markSent(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(outboundEmails)
        .set({ status: 'sent', sentAt: new Date(), lastError: null, message: {} })
        .where(inArray(outboundEmails.id, ids));
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db
        .update(outboundEmails)
        .set({ status: 'failed', lastError: error.slice(0, 2000) })
        .where(eq(outboundEmails.id, id));
    },

    async findById(id: string): Promise<OutboundEmailRow | null> {
      const [row] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, id));
      return row ?? null;
    },
  };
}
export type OutboundEmailsRepository = ReturnType<typeof createOutboundEmailsRepository>;
