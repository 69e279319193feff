import { type ArtworkKey, assignArtwork } from '@shared/artwork';
import { eventTimeTextIn } from '@shared/event-time';
import type { Locale } from '@shared/i18n/locales';
import { localizeEvent } from '@shared/i18n/localized-content';
import { apiErrorSchema, idParamSchema, invalidOrMissingSchemas } from '@shared/schemas/common';
import { langQueryObject } from '@shared/schemas/content-translations';
import { eventListQuerySchema, eventSchema } from '@shared/schemas/events';
import { galleryImageSchema } from '@shared/schemas/gallery';
import { eventVideoSchema } from '@shared/schemas/videos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventToApi, galleryImageToApi, videoToApi } from '../../lib/to-api';
import { galleryImagesOfEvent } from '../gallery/gallery-service';
import { videosOfEvent } from '../videos/videos-service';
import type { EventRow } from './event-row';
import { createEventsRepository } from './repository';
import { requireEvent } from './require-event';
import { startEventStatusClock } from './status-clock';

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const eventsRepo = createEventsRepository(app.database.db, app.config.siteTimezone);
  const urlFor = (key: string) => app.storage.urlFor(key);

  const timeZone = app.config.siteTimezone;
  startEventStatusClock(app, eventsRepo);
  // Each event without an image shows generated artwork, none the same as another upcoming event's.
  const upcomingArtwork = async (upcoming?: EventRow[]) =>
    assignArtwork(upcoming ?? (await eventsRepo.list('upcoming')));
  // The content in the asked language, English for each text not written in it (docs/i18n.md, "Content"), and
  // its time of day as the language writes it.
  const toApi = (row: EventRow, artwork: Map<string, ArtworkKey>, lang: Locale) => ({
    ...localizeEvent(
      eventToApi(row, urlFor, timeZone, undefined, artwork.get(row.id)),
      row.translations,
      lang,
    ),
    time: eventTimeTextIn(lang, row, timeZone),
  });
  // Drafts are invisible to the public: 404 like an unknown event.
  const findOr404 = async (slugOrId: string) => requireEvent(await eventsRepo.findPublished(slugOrId));

  app.get(
    '/api/events',
    { schema: { querystring: eventListQuerySchema, response: { 200: z.array(eventSchema) } } },
    async (request) => {
      const rows = await eventsRepo.list(request.query.when);
      const artwork = await upcomingArtwork(request.query.when === 'upcoming' ? rows : undefined);
      return rows.map((row) => toApi(row, artwork, request.query.lang));
    },
  );

  app.get(
    '/api/events/featured',
    { schema: { querystring: langQueryObject, response: { 200: eventSchema.nullable() } } },
    async (request) => {
      const row = await eventsRepo.featured();
      return row ? toApi(row, await upcomingArtwork(), request.query.lang) : null;
    },
  );

  app.get(
    '/api/events/:id',
    {
      schema: {
        params: idParamSchema,
        querystring: langQueryObject,
        response: { 200: eventSchema, ...invalidOrMissingSchemas },
      },
    },
    async (request) => toApi(await findOr404(request.params.id), await upcomingArtwork(), request.query.lang),
  );

  app.get(
    '/api/events/:id/videos',
    { schema: { params: idParamSchema, response: { 200: z.array(eventVideoSchema), 404: apiErrorSchema } } },
    async (request) => {
      const event = await findOr404(request.params.id);
      return (await videosOfEvent(app.database.db, event.id)).map(videoToApi);
    },
  );

  app.get(
    '/api/events/:id/images',
    {
      schema: { params: idParamSchema, response: { 200: z.array(galleryImageSchema), 404: apiErrorSchema } },
    },
    async (request) => {
      const event = await findOr404(request.params.id);
      return (await galleryImagesOfEvent(app.database.db, event.id)).map((row) =>
        galleryImageToApi(row, urlFor),
      );
    },
  );
};
