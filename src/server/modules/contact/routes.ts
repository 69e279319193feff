import { randomUUID } from 'node:crypto';
import { apiErrorSchema } from '@shared/schemas/common';
import { contactMessageCreatedSchema, contactMessageInputSchema } from '@shared/schemas/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicWriteLimit } from '../../lib/public-write-limit';
import { siteUrlOf } from '../../lib/site-url';
import { receiveContactMessage } from './contact-service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/api/contact',
    {
      onRequest: publicWriteLimit(db, 'contact'),
      schema: {
        body: contactMessageInputSchema,
        response: { 201: contactMessageCreatedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { website, ...message } = request.body;
      if (website) {
        request.log.info('contact honeypot filled; dropped');
        return reply.code(201).send({ id: randomUUID() });
      }
      const row = await receiveContactMessage({ db, mail: app.mail }, message, siteUrlOf(request));
      return reply.code(201).send({ id: row.id });
    },
  );
};
