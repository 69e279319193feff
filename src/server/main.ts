import { ConfigError } from './config';
import { DatabaseUnavailableError } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { startServer } from './start-server';

// `npm start`: the server, as an operator runs it.

/** Errors whose message alone tells the operator what to fix: printed as one line, without a stack. */
const isOperatorError = (err: unknown): err is Error =>
  err instanceof ConfigError || err instanceof DatabaseUnavailableError || err instanceof DataDirLockedError;

startServer().catch((err: unknown) => {
  if (isOperatorError(err)) {
    console.error(`Cannot start: ${err.message}`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
