import { apiErrorSchema, idParamSchema, invalidOrMissingSchemas } from '@shared/schemas/common';
import { cancelEventPayloadSchema, eventPayloadSchema } from '@shared/schemas/event-payload';
import { adminEventSchema, writtenEventSchema } from '@shared/schemas/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteUrlOf } from '../../lib/site-url';
import { eventToApi } from '../../lib/to-api';
import { adminUser } from '../../plugins/admin-guard';
import { adminDeleteRoute } from '../audit/admin-delete-route';
import { moduleDeps } from '../module-deps';
import { createPlaceChanges } from '../registrations/registrations-service';
import {
  adminEvent,
  cancelEvent,
  createEvent,
  deleteEvent,
  duplicateEvent,
  type EventsAdminDeps,
  type EventWithCounts,
  listAdminEvents,
  updateEvent,
} from './admin-service';
import type { EventRow } from './event-row';
import { EVENT_NOT_FOUND } from './require-event';

/** Admin event management: list all, create, update, duplicate, cancel, delete. Paths are relative to /api/admin. */
export const eventsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: EventsAdminDeps = {
    ...moduleDeps(app),
    images: app.images,
    storage: app.storage,
    log: app.log,
    placeChanges: createPlaceChanges(app),
    reminders: app.reminders,
  };
  const { timeZone } = deps;
  const toApi = (row: EventRow) => ({
    ...eventToApi(row, (key) => app.storage.urlFor(key), timeZone),
    translations: row.translations,
  });
  const withCountsToApi = ({ row, registrationCount, peopleCount }: EventWithCounts) => ({
    ...toApi(row),
    registrationCount,
    peopleCount,
  });

  // The door's check-in screen chooses its event from this list too.
  app.get(
    '/events',
    { config: { doorAccess: true }, schema: { response: { 200: z.array(adminEventSchema) } } },
    async () => (await listAdminEvents(deps)).map(withCountsToApi),
  );

  /** One event, drafts included: the admin's preview of its public page. */
  app.get(
    '/events/:id',
    { schema: { params: idParamSchema, response: { 200: adminEventSchema, 404: apiErrorSchema } } },
    async (request) => withCountsToApi(await adminEvent(deps, request.params.id)),
  );

  app.post(
    '/events',
    { schema: { body: eventPayloadSchema, response: { 201: writtenEventSchema, 400: apiErrorSchema } } },
    async (request, reply) => {
      const row = await createEvent(deps, adminUser(request), request.body);
      return reply.code(201).send(toApi(row));
    },
  );

  app.put(
    '/events/:id',
    {
      schema: {
        params: idParamSchema,
        body: eventPayloadSchema,
        response: { 200: writtenEventSchema, ...invalidOrMissingSchemas },
      },
    },
    async (request) =>
      toApi(await updateEvent(deps, adminUser(request), request.params.id, request.body, siteUrlOf(request))),
  );

  app.post(
    '/events/:id/duplicate',
    { schema: { params: idParamSchema, response: { 201: writtenEventSchema, 404: apiErrorSchema } } },
    async (request, reply) => {
      const row = await duplicateEvent(deps, adminUser(request), request.params.id);
      return reply.code(201).send(toApi(row));
    },
  );

  app.post(
    '/events/:id/cancel',
    {
      schema: {
        params: idParamSchema,
        body: cancelEventPayloadSchema.optional(),
        response: { 200: writtenEventSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const message = request.body?.message?.trim() || null;
      const row = await cancelEvent(deps, adminUser(request), request.params.id, message, siteUrlOf(request));
      return toApi(row);
    },
  );

  adminDeleteRoute(app, {
    path: '/events/:id',
    remove: (id) => deleteEvent(deps, id),
    notFoundMessage: EVENT_NOT_FOUND,
    audit: (row) => ({ entity: 'event', details: { title: row.title, slug: row.slug } }),
  });
};
