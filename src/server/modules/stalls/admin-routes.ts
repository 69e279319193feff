import { apiErrorSchema, idParamSchema } from '@shared/schemas/common';
import {
  adminStallApplicationSchema,
  stallApplicationsQuerySchema,
} from '@shared/schemas/stall-applications-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { stallApplicationToApi } from '../../lib/to-api';
import { audit } from '../audit/repository';
import { createEventsRepository } from '../events/repository';
import { requireEvent } from '../events/require-event';
import { createStallApplicationsAdminRepository } from './admin-repository';

export const STALL_APPLICATION_NOT_FOUND = 'Stall application not found';

/** Stall applications for the admin (SPEC §7): list (?eventId=…), delete. */
export const stallApplicationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const eventsRepo = createEventsRepository(db, app.config.siteTimezone);
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
      return (await repo.list(eventId)).map(stallApplicationToApi);
    },
  );

  app.delete('/stall-applications/:id', { schema: { params: idParamSchema } }, async (request, reply) => {
    const row = await repo.deleteById(request.params.id);
    if (!row) throw notFound(STALL_APPLICATION_NOT_FOUND);
    await audit(db, request, {
      action: 'delete',
      entity: 'stall_application',
      entityId: row.id,
      details: { eventId: row.eventId, businessName: row.businessName },
    });
    return reply.code(204).send();
  });
};
