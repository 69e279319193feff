import { apiErrorSchema, idParamSchema } from '@shared/schemas/common';
import {
  type AdminContactMessage,
  adminContactMessageSchema,
  contactMessageCountsSchema,
  contactMessageUpdateSchema,
  contactReplySchema,
} from '@shared/schemas/contact-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { siteUrlOf } from '../../lib/site-url';
import { contactReply } from '../../plugins/mail/messages/contact-reply';
import { adminDeleteRoute } from '../audit/admin-delete-route';
import { audit } from '../audit/audit-log';
import { queueAuditedMail } from '../audit/audited-mail';
import { siteSettingsReader } from '../settings/site-settings';
import { type ContactMessageReplyRow, createContactMessagesAdminRepository } from './admin-repository';
import type { ContactMessageRow } from './repository';

export const CONTACT_MESSAGE_NOT_FOUND = 'Message not found';

const toApi = (row: ContactMessageRow, replies: ContactMessageReplyRow[] = []): AdminContactMessage => {
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
  const db = app.database.db;
  const repo = createContactMessagesAdminRepository(db);
  const settings = siteSettingsReader(db);

  app.get(
    '/contact-messages',
    { schema: { response: { 200: z.array(adminContactMessageSchema) } } },
    async () => {
      const rows = await repo.listNewestFirst();
      const replies = await repo.repliesOf(rows.map((row) => row.id));
      return rows.map((row) => toApi(row, replies.get(row.id)));
    },
  );

  app.get(
    '/contact-messages/counts',
    { schema: { response: { 200: contactMessageCountsSchema } } },
    async () => repo.counts(),
  );

  // The reply is mailed to the sender (answers go to the group's contact address) and kept with the message;
  // the mail, the stored reply and the audit entry are written together.
  app.post(
    '/contact-messages/:id/reply',
    {
      schema: {
        params: idParamSchema,
        body: contactReplySchema,
        response: { 200: adminContactMessageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { groupName, contactEmail } = await settings.get();
      const row = await db.transaction(async (tx) => {
        const message = await repo.findById(request.params.id, tx);
        if (!message) throw notFound(CONTACT_MESSAGE_NOT_FOUND);
        const saved = await repo.saveReply(
          message.id,
          { text: request.body.body, by: request.user?.username ?? null },
          tx,
        );
        const mail = contactReply({
          message,
          reply: request.body.body,
          groupName,
          siteUrl: siteUrlOf(request),
          contactEmail,
          timeZone: app.config.siteTimezone,
        });
        await queueAuditedMail(app, request, tx, mail, {
          action: 'reply',
          entity: 'contact_message',
          entityId: message.id,
          details: { email: message.email, subject: message.subject },
        });
        const replies = await repo.repliesOf([saved.id], tx);
        return toApi(saved, replies.get(saved.id));
      });
      app.mail.deliverSoon();
      return row;
    },
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
      const replies = await repo.repliesOf([row.id]);
      await audit(db, request, {
        action: 'update',
        entity: 'contact_message',
        entityId: row.id,
        details: { handled: request.body.handled },
      });
      return toApi(row, replies.get(row.id));
    },
  );

  adminDeleteRoute(app, {
    path: '/contact-messages/:id',
    remove: (id) => repo.deleteById(id),
    notFoundMessage: CONTACT_MESSAGE_NOT_FOUND,
    audit: (row) => ({ entity: 'contact_message', details: { email: row.email, subject: row.subject } }),
  });
};
