import { apiErrorSchema, fileResponseSchema } from '@shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimitAddress } from '../../lib/client-address';
import { HttpError, notFound } from '../../lib/http-error';
import { createRateLimiter } from '../../lib/rate-limiter';
import { sendRegistrationsCsv } from '../registrations/admin-csv';
import { eventOfDownloadLink } from './download-link-service';

export const DOWNLOAD_NOT_FOUND = 'This download link is invalid, expired or revoked.';
/** Tries per client address per window: plenty for people sharing a link, too few to guess tokens. */
export const DOWNLOAD_LIMIT = 30;
export const DOWNLOAD_WINDOW_MS = 15 * 60 * 1000;

/** GET /download/:token: the registrations CSV for anyone holding an active, unexpired link. */
export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const limiter = createRateLimiter(db);

  app.get(
    '/download/:token',
    {
      schema: {
        params: z.object({ token: z.string().max(200) }),
        response: { 200: fileResponseSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Never cached anywhere: a revoked link must stop working at once.
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      const limit = await limiter.hit(
        `download:ip:${rateLimitAddress(request.ip)}`,
        DOWNLOAD_LIMIT,
        DOWNLOAD_WINDOW_MS,
      );
      if (!limit.allowed) {
        reply.header('Retry-After', String(limit.retryAfterSeconds));
        throw new HttpError(429, 'Too many downloads. Please try again later.');
      }
      const opened = await eventOfDownloadLink(db, app.config.siteTimezone, request.params.token);
      if (!opened) throw notFound(DOWNLOAD_NOT_FOUND);
      const { link, event } = opened;
      request.log.info(
        { linkId: link.id, eventId: event.id, ip: request.ip },
        'registrations downloaded by link',
      );
      return sendRegistrationsCsv(reply, db, event, app.config.siteTimezone);
    },
  );
};
