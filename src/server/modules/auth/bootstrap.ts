import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createPasswordHasher, generatePassword, type PasswordHasher } from '../../lib/passwords';
import { createSessionsRepository } from './sessions-repository';
import { createUsersRepository } from './users-repository';

/**
 * At start (see README.md, "Configuration"): ADMIN_PASSWORD creates ADMIN_USERNAME's account or resets its
 * password; with no admin at all and no password given, one is generated and printed once.
 */
export async function ensureAdminAccount(
  db: Db,
  config: Pick<Config, 'adminUsername' | 'adminPassword'>,
  print: (line: string) => void = console.log,
  passwords: PasswordHasher = createPasswordHasher(),
): Promise<void> {
  const usersRepo = createUsersRepository(db, passwords);
  const username = config.adminUsername;
  if (config.adminPassword) {
    const existing = await usersRepo.findByUsername(username);
    if (existing && (await passwords.verify(config.adminPassword, existing.passwordHash))) return;
    await usersRepo.upsert(username, config.adminPassword);
    // A reset is how an operator recovers a compromised account: the old sessions end with the old password.
    if (existing) await createSessionsRepository(db).destroyForUser(existing.id);
    print(
      existing
        ? `Admin "${existing.username}": password reset from ADMIN_PASSWORD.`
        : `Admin "${username.trim().toLowerCase()}" created with the password from ADMIN_PASSWORD.`,
    );
    return;
  }
  if ((await usersRepo.countAdmins()) > 0) return;
  const password = generatePassword();
  // Several instances may start at once: only the one whose insert wins prints.
  const created = await usersRepo.create(username, password);
  if (!created) return;
  print(
    `\n  Admin account created. Username: ${created.username}  Password: ${password}\n` +
      '  This password is shown only once. Change it with: npm run admin -- set-password ' +
      `${created.username}\n`,
  );
}
