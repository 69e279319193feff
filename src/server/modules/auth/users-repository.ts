import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { createPasswordHasher, type PasswordHasher } from '../../lib/passwords';

export type UserRow = typeof users.$inferSelect;

/** Usernames compare without regard to case or surrounding spaces. */
export const normalizeUsername = (username: string) => username.trim().toLowerCase();

/** passwords: hashes what create, setPassword and upsert store (production cost unless a test lowers it). */
export function createUsersRepository(
  db: Db,
  passwords: Pick<PasswordHasher, 'hash'> = createPasswordHasher(),
) {
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

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },

    /** Creates the account; null when the username is taken. */
    async create(username: string, password: string): Promise<UserRow | null> {
      const passwordHash = await passwords.hash(password);
      const [row] = await db
        .insert(users)
        .values({ username: normalizeUsername(username), passwordHash })
        .onConflictDoNothing({ target: users.username })
        .returning();
      return row ?? null;
    },

    /** Sets a new password; false when there is no such user. */
    async setPassword(username: string, password: string): Promise<boolean> {
      const passwordHash = await passwords.hash(password);
      const rows = await db
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.username, normalizeUsername(username)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Removes the account and ends all its sessions, in one transaction; false when there is no such user. */
    async remove(username: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(users)
          .where(eq(users.username, normalizeUsername(username)))
          .returning({ id: users.id });
        const removed = rows[0];
        if (!removed) return false;
        await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${removed.id}`);
        return true;
      });
    },

    /** Creates the user with this password, or resets the password of an existing one. */
    async upsert(username: string, password: string): Promise<UserRow> {
      const passwordHash = await passwords.hash(password);
      const [row] = await db
        .insert(users)
        .values({ username: normalizeUsername(username), passwordHash })
        .onConflictDoUpdate({ target: users.username, set: { passwordHash, updatedAt: new Date() } })
        .returning();
      if (!row) throw new Error('user upsert returned no row');
      return row;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
