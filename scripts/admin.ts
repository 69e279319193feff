import { ConfigError, loadConfig } from '../src/server/config';
import { DatabaseUnavailableError, openDatabase } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { migrateDatabase } from '../src/server/db/migrate';
import { MAX_PASSWORD_LENGTH } from '../src/server/lib/passwords';
import { createSessionsRepository } from '../src/server/modules/auth/sessions-repository';
import { createUsersRepository } from '../src/server/modules/auth/users-repository';

// `npm run admin -- add <username>`, `npm run admin -- set-password <username>` and
// `npm run admin -- remove <username>`. The password is typed at a
// hidden prompt (twice) or piped on stdin (first line), never given on the command line, where `ps` and shell
// history would keep it.

const USAGE =
  'Usage: npm run admin -- add <username> | set-password <username> | remove <username>  (password from prompt or stdin)';
const COMMANDS = new Set(['add', 'set-password', 'remove']);
const MIN_PASSWORD_LENGTH = 8;

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

async function run(): Promise<void> {
  const [command, username, ...rest] = process.argv.slice(2);
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
      // The account and every session it has end together.
      if (!(await usersRepo.remove(username))) throw new UsageError(`No user "${username}".`);
      console.log(`Admin "${existing?.username ?? username}" removed; its sessions were ended.`);
      return;
    }

    const password = await readPassword();
    if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
      throw new UsageError(`Passwords are ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`);
    }
    if (command === 'add') {
      const created = await usersRepo.create(username, password);
      if (!created) throw new UsageError(`User "${username}" already exists; use set-password.`);
      console.log(`Admin "${created.username}" added.`);
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
