import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboundEmails, registrations } from '../../db/schema';
import type { PreparedMail } from '../../plugins/mail/mail-message';

export type RegistrationRow = typeof registrations.$inferSelect;
export type NewRegistrationRow = typeof registrations.$inferInsert;
export type RegistrationChanges = Pick<
  NewRegistrationRow,
  'fullName' | 'email' | 'phone' | 'guestCount' | 'selectedActivities' | 'activityResponses' | 'notes'
>;

/** A unique-index violation (SQLSTATE 23505), from pg or PGlite, possibly wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export function createRegistrationsRepository(db: Db) {
  return {
    /**
     * Stores a registration and its confirmation mail in one statement: both or neither, and one round trip for a
     * burst of sign-ups to wait on. False when that email is already registered for the event (the unique index
     * on (event_id, lower(email)) decides, so simultaneous submissions cannot both succeed).
     */
    async insertWithMail(values: NewRegistrationRow & { id: string }, mail: PreparedMail): Promise<boolean> {
      const registration = db.insert(registrations).values(values).onConflictDoNothing().returning({
        id: registrations.id,
      });
      // Both drivers answer raw statements with { rows }; Drizzle's shared type cannot say so.
      const result = (await db.execute(sql`
        with registration as (${registration.getSQL()})
        insert into ${outboundEmails} (kind, recipients, subject, message)
        select ${mail.kind}, ${mail.recipients}, ${mail.subject}, ${JSON.stringify(mail.message)}::jsonb
        from registration
        returning id`)) as unknown as { rows: { id: string }[] };
      return result.rows.length === 1;
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
