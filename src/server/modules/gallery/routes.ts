import { galleryImageSchema } from '@shared/schemas/gallery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { galleryImageToApi } from '../../lib/to-api';
import { createGalleryRepository } from './repository';

export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const gallery = createGalleryRepository(app.database.db);

  app.get('/api/gallery', { schema: { response: { 200: z.array(galleryImageSchema) } } }, async () =>
    (await gallery.listAll()).map((row) => galleryImageToApi(row, (key) => app.storage.urlFor(key))),
  );
};
