import { retryAfterInWords } from '@shared/retry-after';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { rateLimitAddress } from './client-address';
import { HttpError } from './http-error';
import { createRateLimiter } from './rate-limiter';

// Per-IP limits on the public forms (docs/product-rules.md, "Rate limits"), counted in the database so they
// hold across every instance. The request's IP is the client's only when TRUST_PROXY describes the proxies in
// front.

export const PUBLIC_WRITE_LIMIT = 10;
export const PUBLIC_WRITE_WINDOW_MS = 60_000;
const RATE_LIMITED = 'Too many submissions from your network.';

/** `<what>. Please try again in 8 minutes.`: what was limited and when to come back, as the client shows it. */
export const rateLimitedMessage = (retryAfterSeconds: number, what = RATE_LIMITED) =>
  `${what} Please try again ${retryAfterInWords(retryAfterSeconds)}.`;

/** A 429 saying when to try again, in its message and in Retry-After. */
export function tooManyRequests(reply: FastifyReply, what: string, retryAfterSeconds: number): HttpError {
  reply.header('Retry-After', String(retryAfterSeconds));
  return new HttpError(429, rateLimitedMessage(retryAfterSeconds, what));
}

/** An onRequest hook: counts the request against `name` for its IP; over the limit answers 429 with Retry-After. */
export function publicWriteLimit(
  db: Db,
  name: string,
  limit = PUBLIC_WRITE_LIMIT,
  windowMs = PUBLIC_WRITE_WINDOW_MS,
) {
  const limiter = createRateLimiter(db);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter.hit(`${name}:ip:${rateLimitAddress(request.ip)}`, limit, windowMs);
    if (!result.allowed) throw tooManyRequests(reply, RATE_LIMITED, result.retryAfterSeconds);
  };
}

/**
 * publicWriteLimit counted as the request arrives but answered where the handler asks for it
 * (`await limit.passed(request)`): the count runs alongside the handler's own reads instead of before them.
 */
export function deferredPublicWriteLimit(db: Db, name: string, limit: number, windowMs: number) {
  const check = publicWriteLimit(db, name, limit, windowMs);
  const pending = new WeakMap<FastifyRequest, Promise<void>>();
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const counted = check(request, reply);
      // Awaited by the handler; a request refused before it (a 400) leaves it unasked.
      counted.catch(() => undefined);
      pending.set(request, counted);
    },
    passed: (request: FastifyRequest) => pending.get(request) ?? Promise.resolve(),
  };
}
