import { apiErrorSchema, idParamSchema } from '@shared/schemas/common';
import { eventReportSchema } from '@shared/schemas/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEventsRepository } from '../events/repository';
import { requireEvent } from '../events/require-event';
import { createReportsRepository } from './repository';

/** The admin's reports: an event's, and the overview across events (docs/product-rules.md, "Insights"). */
export const reportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const timeZone = app.config.siteTimezone;
  const eventsRepo = createEventsRepository(db, timeZone);
  const repo = createReportsRepository(db, timeZone);

  app.get(
    '/events/:id/report',
    { schema: { params: idParamSchema, response: { 200: eventReportSchema, 404: apiErrorSchema } } },
    async (request) => repo.eventReport(requireEvent(await eventsRepo.findBySlugOrId(request.params.id))),
  );
};
