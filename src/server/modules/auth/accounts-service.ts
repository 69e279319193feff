import type { Db } from '../../db/client';
import type { PasswordHasher } from '../../lib/passwords';
import { createUsersRepository } from './users-repository';

export { LAST_ADMIN, type UserRow } from './users-repository';

/** The admin and door accounts as the team screen manages them. */
export function accountsService(db: Db, passwords: Pick<PasswordHasher, 'hash'>) {
  const repository = createUsersRepository(db, passwords);
  return {
    list: () => repository.list(),
    create: (...args: Parameters<typeof repository.create>) => repository.create(...args),
    /** Sets a new password and ends the account's sessions. */
    resetPassword: (id: string, password: string) => repository.resetPassword(id, password),
    /** Removes the account and its sessions; LAST_ADMIN when it is the last admin. */
    removeById: (id: string) => repository.removeById(id),
  };
}

/** The email address of an account, null when it has none (or no longer exists). */
export async function emailOfAccount(db: Db, id: string): Promise<string | null> {
  const row = await createUsersRepository(db).findById(id);
  return row?.email ?? null;
}
