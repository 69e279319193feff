import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { DatabaseUnavailableError } from './db/database-unavailable-error';

// `npm start`: the server, as an operator runs it.

/** Errors whose message alone tells the operator what to fix: printed as one line, without a stack. */
const isOperatorError = (err: unknown): err is Error =>
  err instanceof ConfigError || err instanceof DatabaseUnavailableError || err instanceof DataDirLockedError;

async function main(): Promise<void> {
  // A mistyped variable is reported before the app's modules load (a second or more of the operator's wait).
  const config = loadConfig();
  const { startServer } = await import('./start-server');
  await startServer({ config });
}

main().catch((err: unknown) => {
  if (isOperatorError(err)) {
    console.error(`Cannot start: ${err.message}`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
