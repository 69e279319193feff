import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrations } from '../../db/schema';

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
     * Stores a registration; null when that email is already registered for the event. The unique index on
     * (event_id, lower(email)) decides, so simultaneous submissions cannot both succeed.
     */
    async insert(values: NewRegistrationRow, tx: Db = db): Promise<RegistrationRow | null> {
      try {
        const [row] = await tx.insert(registrations).values(values).returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
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
