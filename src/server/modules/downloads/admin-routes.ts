import { DOWNLOAD_LINK_DAYS } from '@shared/constants';
import { apiErrorSchema, idParamSchema } from '@shared/schemas/common';
import {
  createDownloadLinkSchema,
  type DownloadLink,
  downloadLinkSchema,
} from '@shared/schemas/download-links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteUrlOf } from '../../lib/site-url';
import { adminUser } from '../../plugins/admin-guard';
import { adminDeleteRoute } from '../audit/admin-delete-route';
import { auditCreated } from '../audit/audit-log';
import { eventsReader } from '../events/events-service';
import { requireEvent } from '../events/require-event';
import { createDownloadLinksRepository, type DownloadLinkRow } from './repository';

export const DOWNLOAD_LINK_NOT_FOUND = 'Download link not found';
const DAY_MS = 86_400_000;

const toApi = (row: DownloadLinkRow, origin: string): DownloadLink => ({
  id: row.id,
  eventId: row.eventId,
  token: row.token,
  url: `${origin}/download/${row.token}`,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * Shareable download links of an event's registrations CSV (docs/product-rules.md, "Downloads"): create, list
 * active ones, revoke.
 */
export const downloadLinksAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const eventsRepo = eventsReader(db, app.config.siteTimezone);
  const links = createDownloadLinksRepository(db);

  const eventOr404 = async (slugOrId: string) => requireEvent(await eventsRepo.findBySlugOrId(slugOrId));

  app.post(
    '/events/:id/download-link',
    {
      schema: {
        params: idParamSchema,
        body: createDownloadLinkSchema,
        response: { 201: downloadLinkSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const event = await eventOr404(request.params.id);
      const row = await links.create(
        event.id,
        adminUser(request).id,
        new Date(Date.now() + DOWNLOAD_LINK_DAYS * DAY_MS),
      );
      await auditCreated(db, request, 'download_link', row.id, {
        eventId: event.id,
        expiresAt: row.expiresAt.toISOString(),
      });
      return reply.code(201).send(toApi(row, siteUrlOf(request)));
    },
  );

  app.get(
    '/events/:id/download-links',
    {
      schema: { params: idParamSchema, response: { 200: z.array(downloadLinkSchema), 404: apiErrorSchema } },
    },
    async (request) => {
      const event = await eventOr404(request.params.id);
      const origin = siteUrlOf(request);
      return (await links.listLive(event.id)).map((row) => toApi(row, origin));
    },
  );

  adminDeleteRoute(app, {
    path: '/download-links/:id',
    remove: (id) => links.revoke(id),
    notFoundMessage: DOWNLOAD_LINK_NOT_FOUND,
    audit: (row) => ({ action: 'revoke', entity: 'download_link', details: { eventId: row.eventId } }),
  });
};
