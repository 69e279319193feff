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

/**
 * The path (a.b.0) of the first string in a parsed JSON body that is not well-formed text; null when all are.
 * Walks with its own stack, not by recursion: a body's nesting must never decide how deep the call stack goes.
 */
export function illFormedTextAt(body: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return path;
      continue;
    }
    if (!isParsedJson(value)) continue;
    // Pushed last to first, so the first field is looked at first, as a reader would.
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i] as [string, unknown];
      pending.push({ value: item, path: path ? `${path}.${key}` : key });
    }
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
    const path = illFormedTextAt(request.body);
    if (path !== null) throw badRequest(NOT_ALLOWED_CHARACTER_MESSAGE, path);
  });
}
