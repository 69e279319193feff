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
export const RATE_LIMITED_MESSAGE =
  'Too many submissions from your network. Please wait a minute and try again.';

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
    if (!result.allowed) {
      reply.header('Retry-After', String(result.retryAfterSeconds));
      throw new HttpError(429, RATE_LIMITED_MESSAGE);
    }
  };
}
