import { calendarDateIn } from '@shared/dates';
import { apiErrorSchema, idParamSchema } from '@shared/schemas/common';
import {
  eventReportSchema,
  REPORT_PERIOD_MESSAGE,
  reportsOverviewQuerySchema,
  reportsOverviewSchema,
} from '@shared/schemas/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-error';
import { eventsReader } from '../events/events-service';
import { requireEvent } from '../events/require-event';
import { createReportsRepository } from './repository';

/** The admin's reports: an event's, and the overview across events (docs/product-rules.md, "Insights"). */
export const reportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const timeZone = app.config.siteTimezone;
  const eventsRepo = eventsReader(db, timeZone);
  const repo = createReportsRepository(db, timeZone);

  app.get(
    '/events/:id/report',
    { schema: { params: idParamSchema, response: { 200: eventReportSchema, 404: apiErrorSchema } } },
    async (request) => repo.eventReport(requireEvent(await eventsRepo.findBySlugOrId(request.params.id))),
  );

  app.get(
    '/reports/overview',
    {
      schema: {
        querystring: reportsOverviewQuerySchema,
        response: { 200: reportsOverviewSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      // By default the last twelve months, to today.
      const today = calendarDateIn(new Date(), timeZone);
      const to = request.query.to ?? today;
      const from = request.query.from ?? `${Number(to.slice(0, 4)) - 1}${to.slice(4)}`;
      if (from > to) throw badRequest(REPORT_PERIOD_MESSAGE, 'to');
      return repo.overview(from, to);
    },
  );
};
