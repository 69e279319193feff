import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { DatabaseUnavailableError } from '../src/server/db/database-unavailable-error';
import { migrateDatabase } from '../src/server/db/migrate';
import { createSessionsRepository } from '../src/server/modules/auth/sessions-repository';
import { createUsersRepository, LAST_ADMIN } from '../src/server/modules/auth/users-repository';
import { type UserRole, userRoleSchema } from '../src/shared/schemas/auth';
import { LAST_ADMIN_MESSAGE, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../src/shared/schemas/team';

// `npm run admin -- add <username> [--role admin|door]`, `npm run admin -- set-password <username>` and
// `npm run admin -- remove <username>`. The password is typed at a
// hidden prompt (twice) or piped on stdin (first line), never given on the command line, where `ps` and shell
// history would keep it.

const USAGE =
  'Usage: npm run admin -- add <username> [--role admin|door] | set-password <username> | remove <username>  (password from prompt or stdin)';
const COMMANDS = new Set(['add', 'set-password', 'remove']);

/** The command's words, and the role `--role door` (or `--role=door`) names; admin when not given. */
function parseArguments(argv: string[]): { words: string[]; role: UserRole } {
  const words: string[] = [];
  let role: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--role') role = argv[++i] ?? '';
    else if (arg.startsWith('--role=')) role = arg.slice('--role='.length);
    else words.push(arg);
  }
  if (role === undefined) return { words, role: 'admin' };
  const parsed = userRoleSchema.safeParse(role);
  if (!parsed.success) throw new UsageError(`Unknown role "${role}": use --role admin or --role door.`);
  if (words[0] !== 'add') throw new UsageError('--role is only for add.');
  return { words, role: parsed.data };
}

function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish();
        if (ch === '\u0003' || ch === '\u0004') return finish(new Error('cancelled'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readStdinLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return (Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '').trimEnd();
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStdinLine();
  const first = await promptHidden('New password: ');
  const second = await promptHidden('Repeat it: ');
  if (first !== second) throw new UsageError('The two passwords differ.');
  return first;
}

class UsageError extends Error {}

const accountName = (role: UserRole) => (role === 'door' ? 'Door account' : 'Admin');

async function run(): Promise<void> {
  const { words, role } = parseArguments(process.argv.slice(2));
  const [command, username, ...rest] = words;
  if (!command || !COMMANDS.has(command) || !username || rest.length > 0) throw new UsageError(USAGE);
  if (username.trim().length === 0 || username.length > 100)
    throw new UsageError('Usernames are 1 to 100 characters.');

  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database, config.siteTimezone);
    const usersRepo = createUsersRepository(database.db);
    const existing = await usersRepo.findByUsername(username);
    if (command === 'add' && existing)
      throw new UsageError(`User "${existing.username}" already exists; use set-password.`);
    if (command === 'set-password' && !existing) throw new UsageError(`No user "${username}"; use add.`);
    if (command === 'remove') {
      // The account and every session it has end together; the last admin stays.
      const removed = await usersRepo.remove(username);
      if (removed === LAST_ADMIN) throw new UsageError(LAST_ADMIN_MESSAGE);
      if (!removed) throw new UsageError(`No user "${username}".`);
      console.log(`${accountName(removed.role)} "${removed.username}" removed; its sessions were ended.`);
      return;
    }

    const password = await readPassword();
    if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
      throw new UsageError(`Passwords are ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`);
    }
    if (command === 'add') {
      const created = await usersRepo.create(username, password, role);
      if (!created) throw new UsageError(`User "${username}" already exists; use set-password.`);
      console.log(`${accountName(created.role)} "${created.username}" added.`);
    } else if (existing) {
      await usersRepo.setPassword(username, password);
      // Whoever held a session with the old password is signed out.
      await createSessionsRepository(database.db).destroyForUser(existing.id);
      console.log(`Password of "${existing.username}" changed; its sessions were ended.`);
    }
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  const oneLine =
    err instanceof UsageError ||
    err instanceof ConfigError ||
    err instanceof DatabaseUnavailableError ||
    err instanceof DataDirLockedError;
  console.error(oneLine ? (err as Error).message : err);
  process.exit(1);
});
