import { apiErrorSchema, idParamSchema } from '@shared/schemas/common';
import {
  type AdminContactMessage,
  adminContactMessageSchema,
  contactMessageUpdateSchema,
} from '@shared/schemas/contact-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { audit } from '../audit/repository';
import { createContactMessagesAdminRepository } from './admin-repository';
import type { ContactMessageRow } from './repository';

export const CONTACT_MESSAGE_NOT_FOUND = 'Message not found';

const toApi = (row: ContactMessageRow): AdminContactMessage => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  subject: row.subject,
  message: row.message,
  handled: row.handledAt !== null,
  handledAt: row.handledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Stored contact messages for the admin: list (newest first), mark handled, delete. */
export const contactMessagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const repo = createContactMessagesAdminRepository(db);

  app.get(
    '/contact-messages',
    { schema: { response: { 200: z.array(adminContactMessageSchema) } } },
    async () => (await repo.listNewestFirst()).map(toApi),
  );

  app.patch(
    '/contact-messages/:id',
    {
      schema: {
        params: idParamSchema,
        body: contactMessageUpdateSchema,
        response: { 200: adminContactMessageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await repo.setHandled(request.params.id, request.body.handled);
      if (!row) throw notFound(CONTACT_MESSAGE_NOT_FOUND);
      await audit(db, request, {
        action: 'update',
        entity: 'contact_message',
        entityId: row.id,
        details: { handled: request.body.handled },
      });
      return toApi(row);
    },
  );

  app.delete('/contact-messages/:id', { schema: { params: idParamSchema } }, async (request, reply) => {
    const row = await repo.deleteById(request.params.id);
    if (!row) throw notFound(CONTACT_MESSAGE_NOT_FOUND);
    await audit(db, request, {
      action: 'delete',
      entity: 'contact_message',
      entityId: row.id,
      details: { email: row.email, subject: row.subject },
    });
    return reply.code(204).send();
  });
};
