import { apiErrorSchema, idParamSchema } from '@shared/schemas/common';
import {
  eventReportSchema,
  reportsOverviewQuerySchema,
  reportsOverviewSchema,
} from '@shared/schemas/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moduleDeps } from '../module-deps';
import { eventReport, reportsOverview } from './reports-service';

/** The admin's reports: an event's, and the overview across events (docs/product-rules.md, "Insights"). */
export const reportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, timeZone } = moduleDeps(app);

  app.get(
    '/events/:id/report',
    { schema: { params: idParamSchema, response: { 200: eventReportSchema, 404: apiErrorSchema } } },
    async (request) => eventReport(db, timeZone, request.params.id),
  );

  app.get(
    '/reports/overview',
    {
      schema: {
        querystring: reportsOverviewQuerySchema,
        response: { 200: reportsOverviewSchema, 400: apiErrorSchema },
      },
    },
    async (request) => reportsOverview(db, timeZone, request.query),
  );
};
