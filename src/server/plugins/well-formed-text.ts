import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error';

export const NOT_ALLOWED_CHARACTER_MESSAGE = 'Text contains a character that is not allowed';

/** Half of a UTF-16 surrogate pair without its other half: no character at all, and PostgreSQL's JSON refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * C0 control characters but the tab and line ends: invisible, yet they come with text pasted from a word processor
 * (Word's manual line break is a vertical tab), PostgreSQL cannot store a NUL, and no XML document may hold any.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it finds
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;
const LINE_END = /\r\n?/g;

/** Text without control characters, its line ends as `\n`; tabs and every other character kept. */
export const cleanText = (text: string) => text.replace(LINE_END, '\n').replace(CONTROL_CHARACTERS, '');

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
 * A parsed JSON body with every string in it cleaned (cleanText), in place; walked like illFormedTextAt. Keys are
 * left as they are: no field is named with a control character, and an unknown one is refused by validation.
 */
export function cleanTextIn(body: unknown): unknown {
  if (typeof body === 'string') return cleanText(body);
  const pending: unknown[] = [body];
  for (let value = pending.pop(); value !== undefined; value = pending.pop()) {
    if (!isParsedJson(value)) continue;
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const item = record[key];
      if (typeof item === 'string') record[key] = cleanText(item);
      else pending.push(item);
    }
  }
  return body;
}

/**
 * Refuses a request body carrying a lone surrogate (JSON can spell one as `\ud800`) with a 400 naming the field,
 * before any route sees it: stored as JSON (a registration's confirmation mail, say), it would fail in the
 * database as a 500. Then drops control characters from every string in it (cleanText): each text field of
 * every form, admin and public, is stored without them, whichever route takes it.
 */
export function registerWellFormedText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const path = illFormedTextAt(request.body);
    if (path !== null) throw badRequest(NOT_ALLOWED_CHARACTER_MESSAGE, path);
    request.body = cleanTextIn(request.body);
  });
}
