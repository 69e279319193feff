import { apiErrorSchema, idParamSchema } from '@shared/schemas/common';
import {
  eventMessageInputSchema,
  eventMessageSchema,
  messageRecipientsQuerySchema,
  messageRecipientsSchema,
} from '@shared/schemas/event-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { siteUrlOf } from '../../lib/site-url';
import { adminUser } from '../../plugins/admin-guard';
import { eventMessageMail } from '../../plugins/mail/messages/event-message';
import { auditCreated } from '../audit/repository';
import { createEventsRepository, isUuid } from '../events/repository';
import { requireEvent } from '../events/require-event';
import { createSettingsRepository } from '../settings/repository';
import { createVolunteersRepository } from '../volunteers/repository';
import { SHIFT_NOT_FOUND_MESSAGE } from '../volunteers/shift-api';
import { createEventMessagesRepository } from './repository';
import { unsubscribeUrls } from './unsubscribe-link';

/**
 * Messages to an event's registrants (paths relative to /api/admin): the count an audience reaches, sending one
 * (202: stored with its mails, which the queue sends), and the history with delivery counts.
 */
export const eventMessagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const repo = createEventMessagesRepository(db);
  const eventsRepo = createEventsRepository(db, app.config.siteTimezone);
  const settings = createSettingsRepository(db);
  const eventFor = async (id: string) => requireEvent(isUuid(id) ? await eventsRepo.findById(id) : null);
  const volunteersRepo = createVolunteersRepository(db);
  /** The shift a message to one shift's volunteers names: one of the event's, else 404. */
  const shiftOf = async (eventId: string, shiftId: string | undefined) => {
    if (shiftId === undefined) return null;
    const shift = await volunteersRepo.findShift(shiftId);
    if (!shift || shift.eventId !== eventId) throw notFound(SHIFT_NOT_FOUND_MESSAGE);
    return shift.id;
  };

  app.get(
    '/events/:id/messages/recipients',
    {
      schema: {
        params: idParamSchema,
        querystring: messageRecipientsQuerySchema,
        response: { 200: messageRecipientsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const event = await eventFor(request.params.id);
      const { audience, shiftId } = request.query;
      return { recipients: await repo.countRecipients(event.id, audience, await shiftOf(event.id, shiftId)) };
    },
  );

  app.get(
    '/events/:id/messages',
    {
      schema: {
        params: idParamSchema,
        response: { 200: z.array(eventMessageSchema), 404: apiErrorSchema },
      },
    },
    async (request) => repo.list((await eventFor(request.params.id)).id),
  );

  app.post(
    '/events/:id/messages',
    {
      schema: {
        params: idParamSchema,
        body: eventMessageInputSchema,
        response: { 202: messageRecipientsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const event = await eventFor(request.params.id);
      const { subject, body, audience, registrationIds } = request.body;
      const shiftId = await shiftOf(event.id, request.body.shiftId);
      const { groupName } = await settings.get();
      const siteUrl = siteUrlOf(request);
      const sent = await repo.send({
        eventId: event.id,
        subject,
        body,
        audience,
        shiftId,
        registrationIds,
        sentBy: adminUser(request).username,
        mailFor: (_messageId, recipient) => {
          const links = unsubscribeUrls(siteUrl, app.linkSigner, event.id, recipient.email);
          return app.mail.prepare(
            eventMessageMail({
              event,
              registration: recipient,
              subject,
              body,
              groupName,
              siteUrl,
              unsubscribePageUrl: links.page,
              unsubscribeUrl: links.oneClick,
            }),
          );
        },
      });
      await auditCreated(db, request, 'event_message', sent.id, {
        eventId: event.id,
        subject,
        audience,
        recipients: sent.recipients,
        ...(registrationIds ? { chosen: registrationIds.length } : {}),
      });
      app.mail.deliverSoon();
      return reply.code(202).send({ recipients: sent.recipients });
    },
  );
};
