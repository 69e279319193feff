// Reading the errors the database drivers throw. "Unavailable" means the database cannot be reached right now,
// as opposed to a bad query: the site answers 503 for those and recovers by itself once the database is back.

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
// PostgreSQL SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, restart), and
// 57014 (a statement cancelled, here by statement_timeout: the server is too slow to answer).
const SQLSTATE = /^(08|57P|57014$)/;
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|database did not answer in time|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

/** The error and the errors it wraps, outermost first: Drizzle wraps the driver's error as its cause. */
function* causeChain(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/** Whether PostgreSQL (server or PGlite) refused the statement with one of these SQLSTATE codes. */
export function hasSqlState(err: unknown, ...codes: string[]): boolean {
  for (const { code } of causeChain(err)) if (typeof code === 'string' && codes.includes(code)) return true;
  return false;
}

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const { code, message } of causeChain(err)) {
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
  }
  return false;
}

export const UNAVAILABLE_MESSAGE = 'The site is temporarily unavailable. Please try again in a minute.';

/**
 * PostgreSQL refuses a NUL character in text (22021) and JSON (22P05): that is bad input from the client, not a
 * fault of ours.
 */
export const isUntypeableText = (err: unknown) => hasSqlState(err, '22021', '22P05');

/** A unique index refused the row (23505). */
export const isUniqueViolation = (err: unknown) => hasSqlState(err, '23505');
