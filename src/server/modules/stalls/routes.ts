import { randomUUID } from 'node:crypto';
import { apiErrorSchema, idParamSchema, publicWriteErrorSchemas } from '@shared/schemas/common';
import {
  DUPLICATE_STALL_APPLICATION_MESSAGE,
  publicVendorSchema,
  STALLS_FULL_MESSAGE,
  type StallApplicationStatus,
  stallApplicationInputSchema,
  stallApplicationSchema,
} from '@shared/schemas/stalls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { publicWriteLimit } from '../../lib/public-write-limit';
import { siteUrlOf } from '../../lib/site-url';
import { stallApplicationToApi } from '../../lib/to-api';
import { eventsReader } from '../events/events-service';
import {
  EVENT_CANCELLED_MESSAGE,
  EVENT_NOT_FOUND,
  requireEvent,
  requireEventAhead,
} from '../events/require-event';
import { siteSettingsReader } from '../settings/site-settings';
import { stallAcknowledgement, stallOrganiserNotice } from './messages/stall-acknowledgement';
import { createStallApplicationsRepository } from './repository';

export const STALLS_NOT_ACCEPTED_MESSAGE = 'This event is not accepting stall applications';

export const stallsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const repo = createStallApplicationsRepository(db);
  const eventsRepo = eventsReader(db, app.config.siteTimezone);
  const settings = siteSettingsReader(db);
  const timeZone = app.config.siteTimezone;

  app.post(
    '/api/stall-applications',
    {
      onRequest: publicWriteLimit(db, 'stall-applications'),
      schema: {
        body: stallApplicationInputSchema,
        response: {
          201: stallApplicationSchema,
          ...publicWriteErrorSchemas,
        },
      },
    },
    async (request, reply) => {
      const { website, eventId, ...fields } = request.body;
      const values = {
        ...fields,
        specialRequirements: fields.specialRequirements || null,
        listPublicly: fields.listPublicly ?? false,
      };
      if (website) {
        request.log.info('stall application honeypot filled; dropped');
        return reply.code(201).send({
          id: randomUUID(),
          eventId,
          ...values,
          status: 'pending',
          decidedAt: null,
          createdAt: new Date().toISOString(),
        });
      }
      const event = requireEventAhead(requireEvent(await eventsRepo.findPublished(eventId)), timeZone);
      if (!event.acceptStallApplications) throw forbidden(STALLS_NOT_ACCEPTED_MESSAGE);
      // Once the approved stalls reach the capacity, new applications wait in line if the event allows it.
      let status: StallApplicationStatus = 'pending';
      if (event.stallCapacity !== null && (await repo.countApproved(event.id)) >= event.stallCapacity) {
        if (!event.stallWaitlist) throw forbidden(STALLS_FULL_MESSAGE);
        status = 'waitlisted';
      }
      const row = await repo.insert({ eventId: event.id, ...values, status });
      if (row === 'duplicate') throw conflict(DUPLICATE_STALL_APPLICATION_MESSAGE);
      if (row === 'cancelled') throw forbidden(EVENT_CANCELLED_MESSAGE);
      if (row === 'no-event') throw notFound(EVENT_NOT_FOUND);
      const { groupName, contactEmail } = await settings.get();
      await app.mail.send(
        stallAcknowledgement({
          event,
          application: row,
          groupName,
          siteUrl: siteUrlOf(request),
          timeZone,
          waitlisted: status === 'waitlisted',
        }),
        { acknowledgement: true },
      );
      await app.mail.send(
        stallOrganiserNotice({
          event,
          application: row,
          organiserEmail: contactEmail,
          groupName,
          siteUrl: siteUrlOf(request),
          timeZone,
        }),
      );
      return reply.code(201).send(stallApplicationToApi(row));
    },
  );

  app.get(
    '/api/events/:id/vendors',
    {
      schema: {
        params: idParamSchema,
        response: { 200: z.array(publicVendorSchema), 404: apiErrorSchema },
      },
    },
    async (request) => {
      const event = requireEvent(await eventsRepo.findPublished(request.params.id));
      return repo.listPublicVendors(event.id);
    },
  );
};
