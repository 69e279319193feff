import {
  apiErrorSchema,
  emptyResponseSchema,
  idParamSchema,
  invalidOrMissingSchemas,
} from '@shared/schemas/common';
import {
  seriesChangeSchema,
  seriesEndSchema,
  seriesPayloadSchema,
  seriesSchema,
} from '@shared/schemas/series';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteUrlOf } from '../../lib/site-url';
import { adminUser } from '../../plugins/admin-guard';
import { moduleDeps } from '../module-deps';
import { createPlaceChanges } from '../registrations/registrations-service';
import { changeSeriesFrom, createSeries, endSeries, type SeriesAdminDeps } from './series-admin-service';
import { seriesToApi } from './to-api';

/** Admin series: create one with its dates, change it from a date on, end it. Paths are relative to /api/admin. */
export const seriesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: SeriesAdminDeps = {
    ...moduleDeps(app),
    placeChanges: createPlaceChanges(app),
    reminders: app.reminders,
    now: () => new Date(),
  };
  const { timeZone } = deps;

  app.post(
    '/series',
    { schema: { body: seriesPayloadSchema, response: { 201: seriesSchema, 400: apiErrorSchema } } },
    async (request, reply) => {
      const { row, dates } = await createSeries(deps, adminUser(request), request.body);
      return reply.code(201).send(seriesToApi(row, dates, timeZone));
    },
  );

  app.put(
    '/series/:id',
    {
      schema: {
        params: idParamSchema,
        body: seriesChangeSchema,
        response: { 200: seriesSchema, ...invalidOrMissingSchemas },
      },
    },
    async (request) => {
      const { row, dates } = await changeSeriesFrom(
        deps,
        adminUser(request),
        request.params.id,
        request.body,
        siteUrlOf(request),
      );
      return seriesToApi(row, dates, timeZone);
    },
  );

  // Ends the series before the date `from`: later dates nobody registered for go, those with registrants are
  // cancelled (each registrant told, as for any cancelled event).
  app.delete(
    '/series/:id',
    {
      schema: {
        params: idParamSchema,
        body: seriesEndSchema.optional(),
        response: { 204: emptyResponseSchema, ...invalidOrMissingSchemas },
      },
    },
    async (request, reply) => {
      await endSeries(deps, adminUser(request), request.params.id, request.body?.from, siteUrlOf(request));
      return reply.code(204).send(null);
    },
  );
};
