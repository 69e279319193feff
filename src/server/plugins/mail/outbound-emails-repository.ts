import { and, asc, desc, eq, gt, inArray, isNotNull, lte, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idList } from '../../db/id-list';
import { keptPrepared } from '../../db/kept-prepared';
import { outboundEmails } from '../../db/schema';
import type { PreparedMail } from './mail-message';

export type OutboundEmailRow = typeof outboundEmails.$inferSelect;

/**
 * How long after a failed try a mail is tried again: a minute, doubling up to six hours. Attempts stop at
 * MAX_ATTEMPTS, about 44 hours after the first: a mail server down for a day still gets every mail.
 */
export const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 6 * 3_600_000);
export const MAX_ATTEMPTS = 16;
/**
 * A mail taken for sending is not due again for this long; the process sending it renews the claim while it
 * lives (mailer.ts), so a mail left by a process killed while sending is due again this long after its last
 * renewal, and another instance's next sweep sends it.
 */
export const CLAIM_LEASE_MS = 20_000;
/** Mails per INSERT statement: a message to thousands of registrants is stored in a few statements. */
const INSERT_CHUNK = 500;

export function createOutboundEmailsRepository(db: Db) {
  return {
    /** The statement storing a mail, for a caller that sends it among others (../../db/transaction-in-trips.ts). */
    insertStatement(mail: PreparedMail): SQLWrapper {
      return db.insert(outboundEmails).values(mail);
    },

    async insert(mail: PreparedMail): Promise<OutboundEmailRow> {
      const [row] = await db.insert(outboundEmails).values(mail).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /**
     * Stores mails to send, in the caller's transaction when given one (they go out once it commits), in
     * statements of INSERT_CHUNK mails. A mail whose dedupeKey is already stored is left out.
     */
    async insertAll(mails: PreparedMail[], tx: Db = db): Promise<void> {
      for (let i = 0; i < mails.length; i += INSERT_CHUNK) {
        // One JSON parameter for the chunk (not one for each column of each mail), in a statement kept prepared.
        const records = JSON.stringify(
          mails.slice(i, i + INSERT_CHUNK).map((mail) => ({
            kind: mail.kind,
            recipients: mail.recipients,
            subject: mail.subject,
            message: mail.message,
            status: mail.status,
            last_error: mail.lastError,
            dedupe_key: mail.dedupeKey ?? null,
            event_message_id: mail.eventMessageId ?? null,
          })),
        );
        await tx.execute(
          keptPrepared(sql`
            insert into ${outboundEmails}
              (kind, recipients, subject, message, status, last_error, dedupe_key, event_message_id)
            select kind, recipients, subject, message, status, last_error, dedupe_key, event_message_id
            from jsonb_to_recordset(${records}::jsonb) as m (kind text, recipients text, subject text,
              message jsonb, status text, last_error text, dedupe_key text, event_message_id uuid)
            on conflict (dedupe_key) do nothing`),
        );
      }
    },

    /**
     * Takes up to `limit` due mails for an attempt, counting it and marking them as this database session's
     * for `leaseMs`. Rows another caller (of any instance) is taking at the same moment are skipped, so each is
     * taken once.
     */
    async claimDue(limit: number, leaseMs = CLAIM_LEASE_MS): Promise<OutboundEmailRow[]> {
      const due = db
        .select({ id: outboundEmails.id })
        .from(outboundEmails)
        .where(and(eq(outboundEmails.status, 'pending'), lte(outboundEmails.nextAttemptAt, sql`now()`)))
        .orderBy(asc(outboundEmails.nextAttemptAt), asc(outboundEmails.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outboundEmails)
        .set({
          attempts: sql`${outboundEmails.attempts} + 1`,
          claimedBy: sql`current_setting('application_name')`,
          nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
        })
        .where(inArray(outboundEmails.id, due))
        .returning();
    },

    /**
     * Extends this database session's claim on these mails by `leaseMs`; answers the ids still pending and its
     * own (a claim that lapsed may have been taken by another instance).
     */
    async renewClaims(ids: string[], leaseMs = CLAIM_LEASE_MS): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .update(outboundEmails)
        .set({ nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'` })
        .where(
          and(
            sql`${outboundEmails.id} in ${idList(ids)}`,
            eq(outboundEmails.status, 'pending'),
            sql`${outboundEmails.claimedBy} = current_setting('application_name')`,
          ),
        )
        .returning({ id: outboundEmails.id });
      return rows.map((r) => r.id);
    },

    /**
     * Makes due now the mails a stopped process had taken: on PGlite (one process per database) every taken
     * one, on PostgreSQL those whose process's database session is gone.
     */
    async releaseStranded(engine: 'pglite' | 'postgres'): Promise<number> {
      const taken = and(eq(outboundEmails.status, 'pending'), isNotNull(outboundEmails.claimedBy));
      const stranded =
        engine === 'pglite'
          ? taken
          : and(
              taken,
              sql`${outboundEmails.claimedBy} not in (select application_name from pg_stat_activity where application_name is not null)`,
            );
      const rows = await db
        .update(outboundEmails)
        .set({ claimedBy: null, nextAttemptAt: sql`now()` })
        .where(stranded)
        .returning({ id: outboundEmails.id });
      return rows.length;
    },

    /**
     * Records delivery and empties the stored message: a sent mail's copy would otherwise keep the recipient's
     * details, and a manage link that still works, in every backup for good. Kind, recipient, subject and
     * times stay, to answer "was it sent?".
     */
    async markSent(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      // Run for every few mails of a mail-out, so kept prepared, and not built anew by Drizzle each time.
      await db.execute(
        keptPrepared(sql`update ${outboundEmails}
          set status = 'sent', sent_at = now(), last_error = null, claimed_by = null, message = '{}'::jsonb
          where id in ${idList(ids)}`),
      );
    },

    /**
     * After a failed try: due again after the retry delay, or failed for good after the last attempt, or at once
     * when `final` (no later attempt could do better).
     */
    async markAttemptFailed(
      row: OutboundEmailRow,
      error: string,
      { final = false } = {},
    ): Promise<'retry' | 'failed'> {
      const outcome = final || row.attempts >= MAX_ATTEMPTS ? 'failed' : 'retry';
      await db
        .update(outboundEmails)
        .set({
          status: outcome === 'failed' ? 'failed' : 'pending',
          lastError: error.slice(0, 2000),
          claimedBy: null,
          nextAttemptAt: sql`now() + ${retryDelayMs(row.attempts)} * interval '1 millisecond'`,
        })
        .where(eq(outboundEmails.id, row.id));
      return outcome;
    },

    /**
     * What the admin is told about, newest first: mails every retry failed for, and acknowledgements held back
     * in the last week (acknowledgement-limit.ts).
     */
    async listFailed(limit = 50) {
      return db
        .select({
          id: outboundEmails.id,
          status: outboundEmails.status,
          kind: outboundEmails.kind,
          recipients: outboundEmails.recipients,
          subject: outboundEmails.subject,
          attempts: outboundEmails.attempts,
          lastError: outboundEmails.lastError,
          createdAt: outboundEmails.createdAt,
        })
        .from(outboundEmails)
        .where(
          or(
            eq(outboundEmails.status, 'failed'),
            and(
              eq(outboundEmails.status, 'held'),
              gt(outboundEmails.createdAt, sql`now() - interval '7 days'`),
            ),
          ),
        )
        .orderBy(desc(outboundEmails.createdAt))
        .limit(limit);
    },

    async findById(id: string): Promise<OutboundEmailRow | null> {
      const [row] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, id));
      return row ?? null;
    },
  };
}
export type OutboundEmailsRepository = ReturnType<typeof createOutboundEmailsRepository>;
