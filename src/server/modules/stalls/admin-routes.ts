import { apiErrorSchema, fileResponseSchema, idParamSchema } from '@shared/schemas/common';
import {
  adminStallApplicationSchema,
  stallApplicationsQuerySchema,
  stallDecisionSchema,
} from '@shared/schemas/stall-applications-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteUrlOf } from '../../lib/site-url';
import { stallApplicationToApi } from '../../lib/to-api';
import { adminUser } from '../../plugins/admin-guard';
import { adminDeleteRoute } from '../audit/admin-delete-route';
import { auditExport } from '../audit/audit-log';
import { eventsReader } from '../events/events-service';
import { requireEvent } from '../events/require-event';
import { sendStallApplicationsCsv } from './admin-csv';
import { createStallApplicationsAdminRepository } from './admin-repository';
import { decideStallApplication, STALL_APPLICATION_NOT_FOUND } from './stall-decision-service';

/** Stall applications for the admin: list (?eventId=…&status=…), decide, delete, CSV export. */
export const stallApplicationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const timeZone = app.config.siteTimezone;
  const eventsRepo = eventsReader(db, timeZone);
  const repo = createStallApplicationsAdminRepository(db);

  app.get(
    '/stall-applications',
    {
      schema: {
        querystring: stallApplicationsQuerySchema,
        response: { 200: z.array(adminStallApplicationSchema), 404: apiErrorSchema },
      },
    },
    async (request) => {
      let eventId: string | undefined;
      if (request.query.eventId) {
        const event = requireEvent(await eventsRepo.findBySlugOrId(request.query.eventId));
        eventId = event.id;
      }
      return (await repo.list({ eventId, status: request.query.status })).map(stallApplicationToApi);
    },
  );

  app.patch(
    '/stall-applications/:id',
    {
      schema: {
        params: idParamSchema,
        body: stallDecisionSchema,
        response: {
          200: adminStallApplicationSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const decisionDeps = { db, timeZone, mail: app.mail };
      const row = await decideStallApplication(
        decisionDeps,
        adminUser(request),
        request.params.id,
        request.body,
        siteUrlOf(request),
      );
      return stallApplicationToApi(row);
    },
  );

  adminDeleteRoute(app, {
    path: '/stall-applications/:id',
    remove: (id) => repo.deleteById(id),
    notFoundMessage: STALL_APPLICATION_NOT_FOUND,
    audit: (row) => ({
      entity: 'stall_application',
      details: { eventId: row.eventId, businessName: row.businessName },
    }),
  });

  app.get(
    '/events/:id/stall-applications/export',
    { schema: { params: idParamSchema, response: { 200: fileResponseSchema, 404: apiErrorSchema } } },
    async (request, reply) => {
      const event = requireEvent(await eventsRepo.findBySlugOrId(request.params.id));
      await auditExport(db, request, event.id, 'stall-applications');
      // The order they came in, as a spreadsheet is read.
      const rows = (await repo.list({ eventId: event.id })).reverse();
      return sendStallApplicationsCsv(reply, event, rows, timeZone);
    },
  );
};
