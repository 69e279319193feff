import {
  apiErrorSchema,
  fileResponseSchema,
  idParamSchema,
  invalidOrMissingSchemas,
} from '@shared/schemas/common';
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
import { moduleDeps } from '../module-deps';
import { sendStallApplicationsCsv } from './admin-csv';
import { stallApplicationsService } from './stall-applications-service';
import { decideStallApplication, STALL_APPLICATION_NOT_FOUND } from './stall-decision-service';

/** Stall applications for the admin: list (?eventId=…&status=…), decide, delete, CSV export. */
export const stallApplicationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, timeZone } = moduleDeps(app);
  const applications = stallApplicationsService(db, timeZone);

  app.get(
    '/stall-applications',
    {
      schema: {
        querystring: stallApplicationsQuerySchema,
        response: { 200: z.array(adminStallApplicationSchema), 404: apiErrorSchema },
      },
    },
    async (request) => (await applications.list(request.query)).map(stallApplicationToApi),
  );

  app.patch(
    '/stall-applications/:id',
    {
      schema: {
        params: idParamSchema,
        body: stallDecisionSchema,
        response: { 200: adminStallApplicationSchema, ...invalidOrMissingSchemas, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const deps = { db, timeZone, mail: app.mail };
      const { id } = request.params;
      const row = await decideStallApplication(
        deps,
        adminUser(request),
        id,
        request.body,
        siteUrlOf(request),
      );
      return stallApplicationToApi(row);
    },
  );

  adminDeleteRoute(app, {
    path: '/stall-applications/:id',
    remove: (id) => applications.remove(id),
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
      const { event, rows } = await applications.forExport(request.params.id);
      await auditExport(db, request, event.id, 'stall-applications');
      return sendStallApplicationsCsv(reply, event, rows, timeZone);
    },
  );
};
