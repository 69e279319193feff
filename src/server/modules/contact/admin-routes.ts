import { idParamSchema, invalidOrMissingSchemas } from '@shared/schemas/common';
import {
  type AdminContactMessage,
  adminContactMessageSchema,
  contactMessageCountsSchema,
  contactMessageUpdateSchema,
  contactReplySchema,
} from '@shared/schemas/contact-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteUrlOf } from '../../lib/site-url';
import { adminUser } from '../../plugins/admin-guard';
import { adminDeleteRoute } from '../audit/admin-delete-route';
import { moduleDeps } from '../module-deps';
import {
  CONTACT_MESSAGE_NOT_FOUND,
  type ContactMessageWithReplies,
  contactMessageCounts,
  contactMessagesWithReplies,
  deleteContactMessage,
  replyToContactMessage,
  setContactMessageHandled,
} from './contact-service';

const toApi = ({ row, replies }: ContactMessageWithReplies): AdminContactMessage => {
  const latest = replies.at(-1);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    subject: row.subject,
    message: row.message,
    handled: row.handledAt !== null,
    handledAt: row.handledAt?.toISOString() ?? null,
    answered: row.repliedAt !== null,
    replyText: latest?.body ?? null,
    repliedAt: latest?.createdAt.toISOString() ?? row.repliedAt?.toISOString() ?? null,
    repliedBy: latest?.repliedBy ?? null,
    replies: replies.map((reply) => ({
      id: reply.id,
      body: reply.body,
      repliedAt: reply.createdAt.toISOString(),
      repliedBy: reply.repliedBy,
    })),
    createdAt: row.createdAt.toISOString(),
  };
};

/** Stored contact messages for the admin: list (newest first), counts, mark handled, reply, delete. */
export const contactMessagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const replyDeps = moduleDeps(app);
  const { db } = replyDeps;

  app.get(
    '/contact-messages',
    { schema: { response: { 200: z.array(adminContactMessageSchema) } } },
    async () => (await contactMessagesWithReplies(db)).map(toApi),
  );

  app.get(
    '/contact-messages/counts',
    { schema: { response: { 200: contactMessageCountsSchema } } },
    async () => contactMessageCounts(db),
  );

  app.post(
    '/contact-messages/:id/reply',
    {
      schema: {
        params: idParamSchema,
        body: contactReplySchema,
        response: { 200: adminContactMessageSchema, ...invalidOrMissingSchemas },
      },
    },
    async (request) =>
      toApi(
        await replyToContactMessage(
          replyDeps,
          adminUser(request),
          request.params.id,
          request.body.body,
          siteUrlOf(request),
        ),
      ),
  );

  app.patch(
    '/contact-messages/:id',
    {
      schema: {
        params: idParamSchema,
        body: contactMessageUpdateSchema,
        response: { 200: adminContactMessageSchema, ...invalidOrMissingSchemas },
      },
    },
    async (request) =>
      toApi(await setContactMessageHandled(db, adminUser(request), request.params.id, request.body.handled)),
  );

  adminDeleteRoute(app, {
    path: '/contact-messages/:id',
    remove: (id) => deleteContactMessage(db, id),
    notFoundMessage: CONTACT_MESSAGE_NOT_FOUND,
    audit: (row) => ({ entity: 'contact_message', details: { email: row.email, subject: row.subject } }),
  });
};
