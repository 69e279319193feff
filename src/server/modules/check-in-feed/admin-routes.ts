import { CHECK_IN_STREAM_EVENTS } from '@shared/schemas/check-in-feed';
import { apiErrorSchema, fileResponseSchema, idParamSchema } from '@shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEventStreams, type EventStream } from '../../lib/event-streams';
import { eventsReader } from '../events/events-service';
import { requireEvent } from '../events/require-event';

/**
 * GET /api/admin/events/:id/check-ins/stream: server-sent events for the event's check-in screen. Each party
 * whose check-in state changes, on any instance, arrives as a `check-in` event within moments; `reload` says
 * changes may have been missed. The browser's EventSource reconnects by itself, and the screen reloads its list
 * on every (re)connection, so nothing said while it was away is lost. A stream ends within about a second of its
 * session (app.watchSession): a signed-out, removed or expired account hears no more names.
 */
export const checkInFeedAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const eventsRepo = eventsReader(app.database.db, app.config.siteTimezone);
  const streams = createEventStreams(app);

  app.get(
    '/events/:id/check-ins/stream',
    {
      config: { doorAccess: true },
      schema: {
        params: idParamSchema,
        response: { 200: fileResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const event = requireEvent(await eventsRepo.findBySlugOrId(request.params.id));
      // Subscribed before the answer starts, so a failure is still an ordinary error answer.
      let stream: EventStream | undefined;
      const unsubscribe = await app.checkInFeed.subscribe(event.id, (message) => {
        if (message.kind === 'change') stream?.send(CHECK_IN_STREAM_EVENTS.change, message.change);
        else stream?.send(CHECK_IN_STREAM_EVENTS.reload, {});
      });
      stream = streams.open(reply);
      const unwatch = app.watchSession(request, stream.end);
      try {
        await stream.closed;
      } finally {
        unwatch();
        unsubscribe();
      }
    },
  );
};
