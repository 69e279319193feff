import {
  type AdminRegistration,
  adminCommentSchema,
  adminRegistrationSchema,
  registrationStatsQuerySchema,
  registrationStatsSchema,
} from '@shared/schemas/admin-registrations';
import { apiErrorSchema, idParamSchema } from '@shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { audit } from '../audit/repository';
import { createEventsRepository } from '../events/repository';
import { requireEvent } from '../events/require-event';
import { activityNamesOf, namesOfSelected, sendRegistrationsCsv } from './admin-csv';
import { createRegistrationsAdminRepository } from './admin-repository';
import type { RegistrationRow } from './repository';

export const REGISTRATION_NOT_FOUND = 'Registration not found';

const toAdminRegistration = (row: RegistrationRow, names: Map<string, string>): AdminRegistration => ({
  id: row.id,
  eventId: row.eventId,
  fullName: row.fullName,
  email: row.email,
  phone: row.phone,
  guestCount: row.guestCount,
  selectedActivities: row.selectedActivities,
  activityNames: namesOfSelected(row, names),
  activityResponses: row.activityResponses,
  notes: row.notes,
  adminComment: row.adminComment,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Registrations for the admin (SPEC §7): per event, stats, admin comment, delete, CSV export. */
export const registrationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const timeZone = app.config.siteTimezone;
  const eventsRepo = createEventsRepository(db, timeZone);
  const repo = createRegistrationsAdminRepository(db, timeZone);

  const eventOr404 = async (slugOrId: string) => requireEvent(await eventsRepo.findBySlugOrId(slugOrId));

  app.get(
    '/events/:id/registrations',
    {
      schema: {
        params: idParamSchema,
        response: { 200: z.array(adminRegistrationSchema), 404: apiErrorSchema },
      },
    },
    async (request) => {
      const event = await eventOr404(request.params.id);
      const names = activityNamesOf(event.activities);
      return (await repo.listForEvent(event.id)).map((row) => toAdminRegistration(row, names));
    },
  );

  app.get(
    '/registrations/stats',
    {
      schema: {
        querystring: registrationStatsQuerySchema,
        response: { 200: registrationStatsSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const eventId = request.query.eventId ? (await eventOr404(request.query.eventId)).id : undefined;
      return repo.stats(eventId);
    },
  );

  app.patch(
    '/registrations/:id/comment',
    {
      schema: {
        params: idParamSchema,
        body: adminCommentSchema,
        response: { 200: adminRegistrationSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const comment = request.body.adminComment?.trim() || null;
      const row = await repo.setAdminComment(request.params.id, comment);
      if (!row) throw notFound(REGISTRATION_NOT_FOUND);
      await audit(db, request, {
        action: 'update',
        entity: 'registration',
        entityId: row.id,
        details: { field: 'adminComment', eventId: row.eventId },
      });
      const event = await eventsRepo.findById(row.eventId);
      return toAdminRegistration(row, activityNamesOf(event?.activities ?? []));
    },
  );

  app.delete('/registrations/:id', { schema: { params: idParamSchema } }, async (request, reply) => {
    const row = await repo.deleteById(request.params.id);
    if (!row) throw notFound(REGISTRATION_NOT_FOUND);
    await audit(db, request, {
      action: 'delete',
      entity: 'registration',
      entityId: row.id,
      details: { eventId: row.eventId, fullName: row.fullName, email: row.email },
    });
    return reply.code(204).send();
  });

  app.get(
    '/events/:id/registrations/export',
    { schema: { params: idParamSchema } },
    async (request, reply) => {
      const event = await eventOr404(request.params.id);
      await audit(db, request, {
        action: 'export',
        entity: 'event',
        entityId: event.id,
        details: { what: 'registrations' },
      });
      return sendRegistrationsCsv(reply, db, event, timeZone);
    },
  );
};
