import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

/** Deeper than any form the site takes; a body nested further is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON source text nests objects and arrays deeper than `limit`: one pass over the characters, skipping
 * strings, stopping at the first bracket too many. Malformed text is left for the parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/**
 * Fastify's own JSON body parser (prototype poisoning refused), behind a depth check: code that walks a parsed
 * body (validation, the well-formed-text check) then never meets one nested thousands of levels deep.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs: 'string' hands a string; the type names a Buffer too.
    const text = body.toString();
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parse(request, text, done);
  });
}
