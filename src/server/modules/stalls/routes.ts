import { randomUUID } from 'node:crypto';
import { apiErrorSchema } from '@shared/schemas/common';
import { stallApplicationInputSchema, stallApplicationSchema } from '@shared/schemas/stalls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/http-error';
import { publicWriteLimit } from '../../lib/public-write-limit';
import { stallApplicationToApi } from '../../lib/to-api';
import {
  stallAcknowledgement,
  stallOrganiserNotice,
} from '../../plugins/mail/messages/stall-acknowledgement';
import { createEventsRepository } from '../events/repository';
import { requireEvent } from '../events/require-event';
import { createSettingsRepository } from '../settings/repository';
import { createStallApplicationsRepository } from './repository';

export const STALLS_NOT_ACCEPTED_MESSAGE = 'This event is not accepting stall applications';

export const stallsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const repo = createStallApplicationsRepository(db);
  const eventsRepo = createEventsRepository(db, app.config.siteTimezone);
  const settings = createSettingsRepository(db);

  app.post(
    '/api/stall-applications',
    {
      onRequest: publicWriteLimit(db, 'stall-applications'),
      schema: {
        body: stallApplicationInputSchema,
        response: {
          201: stallApplicationSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { website, eventId, ...fields } = request.body;
      const values = { ...fields, specialRequirements: fields.specialRequirements || null };
      if (website) {
        request.log.info('stall application honeypot filled; dropped');
        return reply
          .code(201)
          .send({ id: randomUUID(), eventId, ...values, createdAt: new Date().toISOString() });
      }
      const event = requireEvent(await eventsRepo.findBySlugOrId(eventId));
      if (!event.acceptStallApplications) throw forbidden(STALLS_NOT_ACCEPTED_MESSAGE);
      const row = await repo.insert({ eventId: event.id, ...values });

      const { groupName, contactEmail } = await settings.get();
      const timeZone = app.config.siteTimezone;
      await app.mail.send(stallAcknowledgement({ event, application: row, groupName, timeZone }));
      await app.mail.send(
        stallOrganiserNotice({ event, application: row, organiserEmail: contactEmail, groupName, timeZone }),
      );
      return reply.code(201).send(stallApplicationToApi(row));
    },
  );
};
