import { galleryImageSchema } from '@shared/schemas/gallery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/http-error';
import { galleryImageToApi } from '../../lib/to-api';
import { adminUser } from '../../plugins/admin-guard';
import { adminDeleteRoute } from '../audit/admin-delete-route';
import { eventsReader } from '../events/events-service';
import { createGalleryRepository } from './repository';

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
  const gallery = createGalleryRepository(app.database.db);
  const events = eventsReader(app.database.db, app.config.siteTimezone);
  const urlFor = (key: string) => app.storage.urlFor(key);

  app.post(
    '/gallery',
    { schema: { body: createGalleryImageBodySchema, response: { 201: galleryImageSchema } } },
    async (request, reply) => {
      const { imagePath, title, caption, eventId } = request.body;
      if (eventId && !(await events.findById(eventId))) throw badRequest('Unknown event', 'eventId');
      const image = await app.images.processUpload(imagePath);
      try {
        const row = await gallery.insert({
          imagePath: image.path,
          width: image.width,
          height: image.height,
          variants: image.variants,
          title,
          caption,
          eventId,
          uploadedBy: adminUser(request).id,
        });
        return reply.code(201).send(galleryImageToApi(row, urlFor));
      } catch (err) {
        // No record points at the files (the event may have been deleted meanwhile): do not keep them.
        await app.images.deleteImage(image).catch(() => {});
        throw err;
      }
    },
  );

  adminDeleteRoute(app, {
    path: '/gallery/:id',
    remove: async (id, request) => {
      const row = await gallery.deleteById(id);
      if (!row) return null;
      try {
        await app.images.deleteImage({ path: row.imagePath, variants: row.variants });
      } catch (err) {
        // The record is gone, so visitors no longer see the image; orphaned files are only disk space.
        request.log.error({ err, imagePath: row.imagePath }, 'could not delete the files of a gallery image');
      }
      return row;
    },
    notFoundMessage: IMAGE_NOT_FOUND,
    audit: (row) => ({
      entity: 'gallery_image',
      details: { eventId: row.eventId, imagePath: row.imagePath },
    }),
  });
};
