import type { UserRole } from '@shared/schemas/auth';
import { LAST_ADMIN_MESSAGE, USERNAME_TAKEN_MESSAGE } from '@shared/schemas/team';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import type { PasswordHasher } from '../../lib/passwords';
import { type AuditActor, recordAudit, recordCreated } from '../audit/audit-log';
import { accountsService, LAST_ADMIN, type UserRow } from '../auth/accounts-service';

export const USER_NOT_FOUND_MESSAGE = 'User not found';

export type TeamDeps = { db: Db; passwords: Pick<PasswordHasher, 'hash'> };

export const teamMembers = ({ db, passwords }: TeamDeps): Promise<UserRow[]> =>
  accountsService(db, passwords).list();

/** Adds an admin or door account; 409 when the username is taken. */
export async function addTeamMember(
  { db, passwords }: TeamDeps,
  actor: AuditActor,
  input: { username: string; password: string; role: UserRole },
): Promise<UserRow> {
  const row = await accountsService(db, passwords).create(input.username, input.password, input.role);
  if (!row) throw conflict(USERNAME_TAKEN_MESSAGE);
  await recordCreated(db, actor, 'user', row.id, { username: row.username, role: row.role });
  return row;
}

/** Sets a new password; the account's sessions end with its old one (the admin's own too). 404 for no account. */
export async function resetTeamMemberPassword(
  { db, passwords }: TeamDeps,
  actor: AuditActor,
  id: string,
  password: string,
): Promise<void> {
  const row = await accountsService(db, passwords).resetPassword(id, password);
  if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
  await recordAudit(db, actor, {
    action: 'reset-password',
    entity: 'user',
    entityId: row.id,
    details: { username: row.username },
  });
}

/** Removes an account and its sessions; 409 when it is the last admin, null when there is none. */
export async function removeTeamMember({ db, passwords }: TeamDeps, id: string): Promise<UserRow | null> {
  const removed = await accountsService(db, passwords).removeById(id);
  if (removed === LAST_ADMIN) throw conflict(LAST_ADMIN_MESSAGE);
  return removed;
}
