import { invalidOrMissingSchemas } from '@shared/schemas/common';
import { videoPayloadSchema } from '@shared/schemas/video-payload';
import { eventVideoSchema } from '@shared/schemas/videos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { videoToApi } from '../../lib/to-api';
import { adminUser } from '../../plugins/admin-guard';
import { adminDeleteRoute } from '../audit/admin-delete-route';
import { addEventVideo, deleteEventVideo, VIDEO_NOT_FOUND } from './videos-service';

/** Event videos: add a YouTube link to an event, delete one. Paths relative to /api/admin. */
export const videosAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/events/:eventId/videos',
    {
      schema: {
        params: z.object({ eventId: z.string().min(1).max(200) }),
        body: videoPayloadSchema,
        response: { 201: eventVideoSchema, ...invalidOrMissingSchemas },
      },
    },
    async (request, reply) => {
      const row = await addEventVideo(
        db,
        app.config.siteTimezone,
        adminUser(request),
        request.params.eventId,
        request.body,
      );
      return reply.code(201).send(videoToApi(row));
    },
  );

  adminDeleteRoute(app, {
    path: '/events/videos/:id',
    remove: (id) => deleteEventVideo(db, id),
    notFoundMessage: VIDEO_NOT_FOUND,
    audit: (row) => ({ entity: 'event_video', details: { eventId: row.eventId, videoUrl: row.videoUrl } }),
  });
};
