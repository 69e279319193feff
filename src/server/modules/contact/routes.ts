import { randomUUID } from 'node:crypto';
import { apiErrorSchema } from '@shared/schemas/common';
import { contactMessageCreatedSchema, contactMessageInputSchema } from '@shared/schemas/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicWriteLimit } from '../../lib/public-write-limit';
import { siteUrlOf } from '../../lib/site-url';
import { contactCopy } from '../../plugins/mail/messages/contact-copy';
import { siteSettingsReader } from '../settings/site-settings';
import { createContactMessagesRepository } from './repository';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const repo = createContactMessagesRepository(db);
  const settings = siteSettingsReader(db);

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
      // Stored first: the organisers can read it even if the mail to them fails.
      const row = await repo.insert(message);
      const { groupName, contactEmail } = await settings.get();
      await app.mail.send(
        contactCopy({ message: row, organiserEmail: contactEmail, groupName, siteUrl: siteUrlOf(request) }),
      );
      return reply.code(201).send({ id: row.id });
    },
  );
};
