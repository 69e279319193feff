import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboundEmails, registrations } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { writeBatcher } from '../../lib/write-batcher';
import type { PreparedMail } from '../../plugins/mail/mail-message';

export type RegistrationRow = typeof registrations.$inferSelect;
export type NewRegistrationRow = typeof registrations.$inferInsert;
export type RegistrationChanges = Pick<
  NewRegistrationRow,
  'fullName' | 'email' | 'phone' | 'guestCount' | 'selectedActivities' | 'activityResponses' | 'notes'
>;

type SignUp = { values: NewRegistrationRow & { id: string }; mail: PreparedMail };

const lockOrder = (a: SignUp, b: SignUp) => {
  const x = `${a.values.eventId} ${a.values.email.toLowerCase()}`;
  const y = `${b.values.eventId} ${b.values.email.toLowerCase()}`;
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * One data-modifying statement per batch: the registrations, then a mail for each one actually inserted.
 * Rows go in unique-key order, so two batches in flight cannot deadlock on each other's keys.
 */
function signUpWriter(db: Db) {
  return writeBatcher<SignUp, boolean>(
    async (signUps) => {
      const ordered = [...signUps].sort(lockOrder);
      const inserted = db
        .insert(registrations)
        .values(ordered.map((s) => s.values))
        .onConflictDoNothing()
        .returning({ id: registrations.id });
      const mails = sql.join(
        ordered.map(
          ({ values, mail }) =>
            sql`(${values.id}::uuid, ${mail.kind}, ${mail.recipients}, ${mail.subject}, ${JSON.stringify(mail.message)}::jsonb)`,
        ),
        sql`, `,
      );
      // Both drivers answer raw statements with { rows }; Drizzle's shared type cannot say so.
      const result = (await db.execute(sql`
        with registration as (${inserted.getSQL()}),
        mail as (
          insert into ${outboundEmails} (kind, recipients, subject, message)
          select m.kind, m.recipients, m.subject, m.message
          from (values ${mails}) as m (registration_id, kind, recipients, subject, message)
          join registration on registration.id = m.registration_id
        )
        select id from registration`)) as unknown as { rows: { id: string }[] };
      const stored = new Set(result.rows.map((row) => row.id));
      return signUps.map((s) => stored.has(s.values.id));
    },
    { maxBatch: 100, maxConcurrent: 2 },
  );
}

const signUpWriters = new WeakMap<Db, ReturnType<typeof signUpWriter>>();
const signUpWriterFor = (db: Db) => {
  let writer = signUpWriters.get(db);
  if (!writer) {
    writer = signUpWriter(db);
    signUpWriters.set(db, writer);
  }
  return writer;
};

export function createRegistrationsRepository(db: Db) {
  return {
    /**
     * Stores a registration and its confirmation mail: both or neither. False when that email is already
     * registered for the event (the unique index on (event_id, lower(email)) decides, so simultaneous
     * submissions cannot both succeed). Sign-ups arriving together are stored by one statement.
     */
    insertWithMail(values: NewRegistrationRow & { id: string }, mail: PreparedMail): Promise<boolean> {
      return signUpWriterFor(db)({ values, mail });
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
