import type { Locale } from '@shared/i18n/locales';
import { apiErrorSchema, fileResponseSchema, idParamSchema } from '@shared/schemas/common';
import { TRANSLATED_LOCALES } from '@shared/schemas/content-translations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildIcs, eventIcs, eventIcsEntry } from '../../lib/ics';
import { siteUrlOf } from '../../lib/site-url';
import { eventsReader } from '../events/events-service';
import { requireEvent } from '../events/require-event';
import { siteSettingsReader } from '../settings/site-settings';
import { eventsRss } from './rss';

/** How far back the subscribable calendar reaches, so last weeks' events stay in subscribers' calendars. */
export const CALENDAR_FEED_DAYS_BACK = 60;

/**
 * GET /api/events/:id/calendar.ics: one event as an iCalendar file, to add it to a calendar.
 * GET /events.ics: every published event from 60 days ago on, to subscribe to.
 * GET /feed.xml: RSS 2.0 of the upcoming published events; /hi/feed.xml, /es/feed.xml: in that language.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const eventsRepo = eventsReader(app.database.db, app.config.siteTimezone);
  const settings = siteSettingsReader(app.database.db);
  const timeZone = app.config.siteTimezone;
  const siteName = async () => (await settings.get()).groupName ?? 'Community Events';

  app.get(
    '/api/events/:id/calendar.ics',
    { schema: { params: idParamSchema, response: { 200: fileResponseSchema, 404: apiErrorSchema } } },
    async (request, reply) => {
      const event = requireEvent(await eventsRepo.findPublished(request.params.id));
      const ics = eventIcs(event, { timeZone, siteUrl: siteUrlOf(request) });
      return (
        reply
          .type('text/calendar; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${event.slug}.ics"`)
          // The public read cache replays only the body and type; this answer needs its Content-Disposition.
          .header('Cache-Control', 'no-store')
          .send(ics)
      );
    },
  );

  app.get('/events.ics', { schema: { response: { 200: fileResponseSchema } } }, async (request, reply) => {
    const since = new Date(Date.now() - CALENDAR_FEED_DAYS_BACK * 86_400_000);
    const siteUrl = siteUrlOf(request);
    const rows = await eventsRepo.publishedSince(since);
    const ics = buildIcs(
      rows.map((row) => eventIcsEntry(row, { timeZone, siteUrl })),
      { name: await siteName() },
    );
    return reply.type('text/calendar; charset=utf-8').header('Cache-Control', 'no-cache').send(ics);
  });

  const feed = (path: string, locale: Locale) =>
    app.get(path, { schema: { response: { 200: fileResponseSchema } } }, async (request, reply) => {
      const siteUrl = siteUrlOf(request);
      const rows = await eventsRepo.list('upcoming');
      const xml = eventsRss(rows, { siteUrl, timeZone, title: await siteName(), locale });
      return reply.type('application/rss+xml; charset=utf-8').header('Cache-Control', 'no-cache').send(xml);
    });
  feed('/feed.xml', 'en');
  for (const locale of TRANSLATED_LOCALES) feed(`/${locale}/feed.xml`, locale);
};
