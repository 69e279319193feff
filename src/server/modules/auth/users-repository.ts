import type { UserRole } from '@shared/schemas/auth';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { createPasswordHasher, type PasswordHasher } from '../../lib/passwords';

export type UserRow = typeof users.$inferSelect;

/** Removing this account would leave no admin: refused, so someone can always manage the site. */
export const LAST_ADMIN = 'last-admin';

/** Usernames compare without regard to case or surrounding spaces. */
export const normalizeUsername = (username: string) => username.trim().toLowerCase();

/** passwords: hashes what create, setPassword and upsert store (production cost unless a test lowers it). */
export function createUsersRepository(
  db: Db,
  passwords: Pick<PasswordHasher, 'hash'> = createPasswordHasher(),
) {
  const setPasswordWhere = async (where: SQL, password: string): Promise<UserRow | null> => {
    const passwordHash = await passwords.hash(password);
    const [row] = await db
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(where)
      .returning();
    return row ?? null;
  };

  const removeWhere = (where: SQL) =>
    db.transaction(async (tx): Promise<UserRow | null | typeof LAST_ADMIN> => {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(users.id)
        .for('update');
      const [target] = await tx.select().from(users).where(where).limit(1);
      if (!target) return null;
      if (target.role === 'admin' && admins.length <= 1) return LAST_ADMIN;
      await tx.delete(users).where(eq(users.id, target.id));
      await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${target.id}`);
      return target;
    });

  return {
    async findByUsername(username: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.username, normalizeUsername(username)))
        .limit(1);
      return row ?? null;
    },

    async findById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** Accounts with the admin role. */
    async countAdmins(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.role, 'admin'));
      return row?.n ?? 0;
    },

    /** Every account, by username. */
    list(): Promise<UserRow[]> {
      return db.select().from(users).orderBy(asc(users.username));
    },

    /** Creates the account; null when the username is taken. */
    async create(username: string, password: string, role: UserRole = 'admin'): Promise<UserRow | null> {
      const passwordHash = await passwords.hash(password);
      const [row] = await db
        .insert(users)
        .values({ username: normalizeUsername(username), passwordHash, role })
        .onConflictDoNothing({ target: users.username })
        .returning();
      return row ?? null;
    },

    /** Sets a new password; false when there is no such user. */
    async setPassword(username: string, password: string): Promise<boolean> {
      return (await setPasswordWhere(eq(users.username, normalizeUsername(username)), password)) !== null;
    },

    /** Sets a new password and ends every session of the account; null when there is no such user. */
    async resetPassword(id: string, password: string): Promise<UserRow | null> {
      const row = await setPasswordWhere(eq(users.id, id), password);
      if (row) await db.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${row.id}`);
      return row;
    },

    /**
     * Removes the account and ends all its sessions, in one transaction: the removed row, null when there is no
     * such user, or LAST_ADMIN (nothing removed) when it is the only admin. The admins' rows are locked first,
     * so two admins removing each other at once cannot leave none.
     */
    async remove(username: string): Promise<UserRow | null | typeof LAST_ADMIN> {
      return removeWhere(eq(users.username, normalizeUsername(username)));
    },

    async removeById(id: string): Promise<UserRow | null | typeof LAST_ADMIN> {
      return removeWhere(eq(users.id, id));
    },

    /** Creates the user with this password, or resets the password of an existing one. */
    async upsert(username: string, password: string): Promise<UserRow> {
      const passwordHash = await passwords.hash(password);
      const [row] = await db
        .insert(users)
        .values({ username: normalizeUsername(username), passwordHash })
        .onConflictDoUpdate({
          target: users.username,
          set: { passwordHash, role: 'admin', updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('user upsert returned no row');
      return row;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
