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
import { moduleDeps } from '../module-deps';
import {
  createDownloadLink,
  DOWNLOAD_LINK_NOT_FOUND,
  liveDownloadLinks,
  revokeDownloadLink,
} from './download-link-service';
import type { DownloadLinkRow } from './repository';

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
  const { db, timeZone } = moduleDeps(app);

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
      const row = await createDownloadLink(db, timeZone, adminUser(request), request.params.id, new Date());
      return reply.code(201).send(toApi(row, siteUrlOf(request)));
    },
  );

  app.get(
    '/events/:id/download-links',
    {
      schema: { params: idParamSchema, response: { 200: z.array(downloadLinkSchema), 404: apiErrorSchema } },
    },
    async (request) => {
      const origin = siteUrlOf(request);
      return (await liveDownloadLinks(db, timeZone, request.params.id)).map((row) => toApi(row, origin));
    },
  );

  adminDeleteRoute(app, {
    path: '/download-links/:id',
    remove: (id) => revokeDownloadLink(db, id),
    notFoundMessage: DOWNLOAD_LINK_NOT_FOUND,
    audit: (row) => ({ action: 'revoke', entity: 'download_link', details: { eventId: row.eventId } }),
  });
};
