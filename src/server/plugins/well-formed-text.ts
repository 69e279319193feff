import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error';

export const NOT_ALLOWED_CHARACTER_MESSAGE = 'Text contains a character that is not allowed';

/** Half of a UTF-16 surrogate pair without its other half: no character at all, and PostgreSQL's JSON refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What JSON.parse makes: arrays and plain objects (not an upload's stream or buffer, which is not text). */
const isParsedJson = (value: unknown): value is object => {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
};

/** The path (a.b.0) of the first string in a parsed JSON body that is not well-formed text; null when all are. */
function illFormedTextAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : null;
  if (!isParsedJson(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = illFormedTextAt(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses a request body carrying a lone surrogate (JSON can spell one as `\ud800`) with a 400 naming the field,
 * before any route sees it: stored as JSON (a registration's confirmation mail, say), it would fail in the
 * database as a 500.
 */
export function registerWellFormedText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const path = illFormedTextAt(request.body, '');
    if (path !== null) throw badRequest(NOT_ALLOWED_CHARACTER_MESSAGE, path);
  });
}
