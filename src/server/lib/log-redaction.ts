import type { FastifyRequest } from 'fastify';

/**
 * A URL as it may appear in the logs: without the secrets some URLs carry (a registration's manage token, a
 * shareable download link's token), which would otherwise let anyone who reads the logs act with them.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&]manage=)[^&#]*/g, '$1[redacted]')
    .replace(/^(\/download\/)[^/?#]+/, '$1[redacted]');
}

/** Fastify's request log fields, with the URL redacted. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
