import { apiErrorSchema, idParamSchema, invalidOrMissingSchemas } from '@shared/schemas/common';
import {
  eventMessageInputSchema,
  eventMessageSchema,
  messageRecipientsQuerySchema,
  messageRecipientsSchema,
} from '@shared/schemas/event-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteUrlOf } from '../../lib/site-url';
import { adminUser } from '../../plugins/admin-guard';
import { eventByIdOr404 } from '../events/events-service';
import { moduleDeps } from '../module-deps';
import {
  countMessageRecipients,
  type EventMessageDeps,
  eventMessages,
  sendEventMessage,
} from './event-message-service';

/**
 * Messages to an event's registrants (paths relative to /api/admin): the count an audience reaches, sending one
 * (202: stored with its mails, which the queue sends), and the history with delivery counts.
 */
export const eventMessagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: EventMessageDeps = {
    ...moduleDeps(app),
    linkSigner: app.linkSigner,
  };
  const eventFor = (id: string) => eventByIdOr404(deps.db, deps.timeZone, id);

  app.get(
    '/events/:id/messages/recipients',
    {
      schema: {
        params: idParamSchema,
        querystring: messageRecipientsQuerySchema,
        response: { 200: messageRecipientsSchema, ...invalidOrMissingSchemas },
      },
    },
    async (request) => {
      const event = await eventFor(request.params.id);
      const { audience, shiftId } = request.query;
      return { recipients: await countMessageRecipients(deps.db, event, audience, shiftId) };
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
    async (request) => eventMessages(deps.db, await eventFor(request.params.id)),
  );

  app.post(
    '/events/:id/messages',
    {
      schema: {
        params: idParamSchema,
        body: eventMessageInputSchema,
        response: { 202: messageRecipientsSchema, ...invalidOrMissingSchemas },
      },
    },
    async (request, reply) => {
      const event = await eventFor(request.params.id);
      const sent = await sendEventMessage(deps, adminUser(request), event, request.body, siteUrlOf(request));
      return reply.code(202).send({ recipients: sent.recipients });
    },
  );
};
