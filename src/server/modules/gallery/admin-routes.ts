import { galleryImageSchema } from '@shared/schemas/gallery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { galleryImageToApi } from '../../lib/to-api';
import { adminUser } from '../../plugins/admin-guard';
import { adminDeleteRoute } from '../audit/admin-delete-route';
import { addUploadedGalleryImage, deleteGalleryImage, type GalleryDeps } from './gallery-service';

export const IMAGE_NOT_FOUND = 'Image not found';

/** Optional text: trimmed, capped, and '' (an empty form field) stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** POST /api/admin/gallery: an uploaded image (objectPath or upload URL), optionally an event's. */
export const createGalleryImageBodySchema = z.strictObject({
  imagePath: z.string().trim().min(1, 'Please upload an image first').max(2048),
  title: optionalText(200),
  caption: optionalText(2000),
  // The gallery tab's "No associated event" sends nothing, null or ''.
  eventId: z
    .union([z.uuid('Unknown event'), z.literal('')])
    .nullish()
    .transform((v) => v || null),
});

/** Gallery and event images for the admin: create from an upload (verified and resized), and delete with files. */
export const galleryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: GalleryDeps = {
    db: app.database.db,
    timeZone: app.config.siteTimezone,
    images: app.images,
    log: app.log,
  };
  const urlFor = (key: string) => app.storage.urlFor(key);

  app.post(
    '/gallery',
    { schema: { body: createGalleryImageBodySchema, response: { 201: galleryImageSchema } } },
    async (request, reply) => {
      const row = await addUploadedGalleryImage(deps, adminUser(request).id, request.body);
      return reply.code(201).send(galleryImageToApi(row, urlFor));
    },
  );

  adminDeleteRoute(app, {
    path: '/gallery/:id',
    remove: (id, request) => deleteGalleryImage({ ...deps, log: request.log }, id),
    notFoundMessage: IMAGE_NOT_FOUND,
    audit: (row) => ({
      entity: 'gallery_image',
      details: { eventId: row.eventId, imagePath: row.imagePath },
    }),
  });
};
