import { idParamSchema } from '@shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventIcs } from '../../lib/ics';
import { siteUrlOf } from '../../lib/site-url';
import { createEventsRepository } from '../events/repository';
import { requireEvent } from '../events/require-event';

/** GET /api/events/:id/calendar.ics: the event as an iCalendar file, to add it to a calendar. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const eventsRepo = createEventsRepository(app.database.db, app.config.siteTimezone);

  app.get('/api/events/:id/calendar.ics', { schema: { params: idParamSchema } }, async (request, reply) => {
    const event = requireEvent(await eventsRepo.findBySlugOrId(request.params.id));
    const siteUrl = siteUrlOf(request);
    const ics = eventIcs(event, {
      timeZone: app.config.siteTimezone,
      siteUrl,
      // The event's last change, so the file (and its ETag) only changes when the event does.
      stamp: event.updatedAt,
    });
    return (
      reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${event.slug}.ics"`)
        // The public read cache replays only the body and type; this answer needs its Content-Disposition.
        .header('Cache-Control', 'no-store')
        .send(ics)
    );
  });
};
