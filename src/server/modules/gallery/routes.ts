import { apiErrorSchema } from '@shared/schemas/common';
import { galleryAlbumSchema, galleryImageSchema, galleryQuerySchema } from '@shared/schemas/gallery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { galleryImageToApi } from '../../lib/to-api';
import { eventsReader } from '../events/events-service';
import { requireEvent } from '../events/require-event';
import { createGalleryRepository } from './repository';

export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const gallery = createGalleryRepository(app.database.db);
  const eventsRepo = eventsReader(app.database.db, app.config.siteTimezone);
  const urlFor = (key: string) => app.storage.urlFor(key);

  app.get(
    '/api/gallery',
    {
      schema: {
        querystring: galleryQuerySchema,
        response: { 200: z.array(galleryImageSchema), 404: apiErrorSchema },
      },
    },
    async (request) => {
      const slug = request.query.event;
      // An album is a published event's photos; a draft's or an unknown event's is a 404 like its page.
      const rows = slug
        ? await gallery.listForEvent(requireEvent(await eventsRepo.findPublished(slug)).id)
        : await gallery.listAll();
      return rows.map((row) => galleryImageToApi(row, urlFor));
    },
  );

  app.get('/api/gallery/albums', { schema: { response: { 200: z.array(galleryAlbumSchema) } } }, async () =>
    (await gallery.listAlbums()).map((album) => ({
      slug: album.slug,
      title: album.title,
      date: album.startsAt.toISOString(),
      imageCount: Number(album.imageCount),
    })),
  );
};
