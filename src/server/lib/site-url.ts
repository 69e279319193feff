import type { FastifyRequest } from 'fastify';

/** The site's absolute address: PUBLIC_URL when configured, else the origin this request was addressed to. */
export const siteUrlOf = (request: FastifyRequest) =>
  request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
