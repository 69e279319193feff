import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboundEmails, registrations } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { perDatabase } from '../../lib/per-database';
import { writeBatcher } from '../../lib/write-batcher';
import type { PreparedMail } from '../../plugins/mail/mail-message';

export type RegistrationRow = typeof registrations.$inferSelect;
export type NewRegistrationRow = typeof registrations.$inferInsert;
export type RegistrationChanges = Pick<
  NewRegistrationRow,
  'fullName' | 'email' | 'phone' | 'guestCount' | 'selectedActivities' | 'activityResponses' | 'notes'
>;

type SignUp = { row: RegistrationRow; mail: PreparedMail };

const lockOrder = (a: SignUp, b: SignUp) => {
  const x = `${a.row.eventId} ${a.row.email.toLowerCase()}`;
  const y = `${b.row.eventId} ${b.row.email.toLowerCase()}`;
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * A batch of sign-ups as one statement with one JSON parameter: the registrations, then a mail for each one
 * actually inserted. Its text never changes with the batch's size, so building and binding it costs the same
 * for one sign-up as for a hundred. Rows go in unique-key order (jsonb_to_recordset keeps the array's order),
 * so two batches in flight cannot deadlock on each other's keys.
 */
const insertSignUps = (records: string) => sql`
  with input as (
    select * from jsonb_to_recordset(${records}::jsonb) as r (
      id uuid, event_id uuid, full_name text, email text, phone text, guest_count integer,
      selected_activities jsonb, activity_responses jsonb, notes text, admin_comment text,
      manage_token_hash text, created_at timestamptz, updated_at timestamptz,
      mail_kind text, mail_recipients text, mail_subject text, mail_message jsonb
    )
  ),
  registration as (
    insert into ${registrations} (
      id, event_id, full_name, email, phone, guest_count, selected_activities, activity_responses, notes,
      admin_comment, manage_token_hash, created_at, updated_at
    )
    select id, event_id, full_name, email, phone, guest_count, selected_activities, activity_responses, notes,
      admin_comment, manage_token_hash, created_at, updated_at
    from input
    on conflict do nothing
    returning id
  ),
  mail as (
    insert into ${outboundEmails} (kind, recipients, subject, message)
    select mail_kind, mail_recipients, mail_subject, mail_message from input join registration using (id)
  )
  select id from registration`;

const asInputRecord = ({ row, mail }: SignUp) => ({
  id: row.id,
  event_id: row.eventId,
  full_name: row.fullName,
  email: row.email,
  phone: row.phone,
  guest_count: row.guestCount,
  selected_activities: row.selectedActivities,
  activity_responses: row.activityResponses,
  notes: row.notes,
  admin_comment: row.adminComment,
  manage_token_hash: row.manageTokenHash,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
  mail_kind: mail.kind,
  mail_recipients: mail.recipients,
  mail_subject: mail.subject,
  mail_message: mail.message,
});

const signUpWriterFor = perDatabase((db) =>
  writeBatcher<SignUp, boolean>(
    async (signUps) => {
      const records = JSON.stringify([...signUps].sort(lockOrder).map(asInputRecord));
      const result = await db.execute<{ id: string }>(insertSignUps(records));
      const stored = new Set(result.rows.map((r) => r.id));
      return signUps.map((s) => stored.has(s.row.id));
    },
    { maxBatch: 100, maxConcurrent: 2 },
  ),
);

export function createRegistrationsRepository(db: Db) {
  return {
    /**
     * Stores a registration and its confirmation mail: both or neither. False when that email is already
     * registered for the event (the unique index on (event_id, lower(email)) decides, so simultaneous
     * submissions cannot both succeed). Sign-ups arriving together are stored by one statement.
     */
    insertWithMail(row: RegistrationRow, mail: PreparedMail): Promise<boolean> {
      return signUpWriterFor(db)({ row, mail });
    },

    async findById(id: string, tx: Db = db): Promise<RegistrationRow | null> {
      const [row] = await tx.select().from(registrations).where(eq(registrations.id, id)).limit(1);
      return row ?? null;
    },

    async findByEventAndEmail(eventId: string, email: string, tx: Db = db): Promise<RegistrationRow | null> {
      const [row] = await tx
        .select()
        .from(registrations)
        .where(and(eq(registrations.eventId, eventId), sql`lower(${registrations.email}) = lower(${email})`))
        .limit(1);
      return row ?? null;
    },

    /** Applies the changes; 'duplicate' when the new email belongs to another registration of the event. */
    async update(
      id: string,
      changes: RegistrationChanges,
      tx: Db = db,
    ): Promise<RegistrationRow | 'duplicate' | null> {
      try {
        const [row] = await tx
          .update(registrations)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(registrations.id, id))
          .returning();
        return row ?? null;
      } catch (err) {
        if (isUniqueViolation(err)) return 'duplicate';
        throw err;
      }
    },

    async setManageTokenHash(id: string, hash: string, tx: Db = db): Promise<void> {
      await tx.update(registrations).set({ manageTokenHash: hash }).where(eq(registrations.id, id));
    },
  };
}
export type RegistrationsRepository = ReturnType<typeof createRegistrationsRepository>;
