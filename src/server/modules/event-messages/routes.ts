import { invalidOrMissingSchemas } from '@shared/schemas/common';
import { unsubscribeQuerySchema, unsubscribeStatusSchema } from '@shared/schemas/event-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import { isUuid } from '../../lib/uuid';
import { eventsReader } from '../events/events-service';
import { createEventMessagesRepository } from './repository';
import { readUnsubscribeQuery } from './unsubscribe-link';

export const BAD_UNSUBSCRIBE_LINK_MESSAGE =
  'This unsubscribe link is not valid (or its event no longer exists)';

/** "j…@example.com": enough for its owner to recognise, not a full address for whoever holds the link. */
const hintOf = (email: string) => {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}…${email.slice(at)}` : '…';
};

/**
 * The unsubscribe link of a message mail. GET tells the page what it would do (and never does it); POST does it:
 * from the page's button, or straight from a mail app's one-click unsubscribe (RFC 8058: a form-encoded body
 * `List-Unsubscribe=One-Click`, no site headers, hence no CSRF marker: the link's signature is the check).
 */
export const eventMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const repo = createEventMessagesRepository(db);
  const eventsRepo = eventsReader(db, app.config.siteTimezone);

  // One-click unsubscribe posts a form; this module alone reads one (its fields are not used).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, { form: String(body) }),
  );

  const linkTarget = async (query: Parameters<typeof readUnsubscribeQuery>[1]) => {
    const target = readUnsubscribeQuery(app.linkSigner, query);
    const event = target && isUuid(target.eventId) ? await eventsRepo.findById(target.eventId) : null;
    if (!target || !event) throw notFound(BAD_UNSUBSCRIBE_LINK_MESSAGE);
    return { event, email: target.email };
  };

  const schema = {
    querystring: unsubscribeQuerySchema,
    response: { 200: unsubscribeStatusSchema, ...invalidOrMissingSchemas },
  };

  app.get('/api/unsubscribe', { schema }, async (request, reply) => {
    const { event, email } = await linkTarget(request.query);
    reply.header('Cache-Control', 'no-store');
    return {
      eventTitle: event.title,
      email: hintOf(email),
      unsubscribed: await repo.isOptedOut(event.id, email),
    };
  });

  app.post('/api/unsubscribe', { schema }, async (request, reply) => {
    const { event, email } = await linkTarget(request.query);
    await repo.optOut(event.id, email);
    request.log.info({ eventId: event.id }, 'unsubscribed from event messages');
    reply.header('Cache-Control', 'no-store');
    return { eventTitle: event.title, email: hintOf(email), unsubscribed: true };
  });
};
