// Errors that mean "the database cannot be reached right now", as opposed to a bad query: the site answers
// 503 for these and recovers by itself once the database is back.

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
// PostgreSQL SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, restart).
const SQLSTATE = /^(08|57P)/;
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    // Drizzle wraps driver errors; the driver's error is the cause.
    e = cause;
  }
  return false;
}

export const UNAVAILABLE_MESSAGE = 'The site is temporarily unavailable. Please try again in a minute.';

/**
 * PostgreSQL refuses a NUL character in text (22021) and JSON (22P05): that is bad input from the client, not a
 * fault of ours.
 */
export function isUntypeableText(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (code === '22021' || code === '22P05') return true;
    e = cause;
  }
  return false;
}
