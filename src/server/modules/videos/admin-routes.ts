import { apiErrorSchema } from '@shared/schemas/common';
import { videoPayloadSchema } from '@shared/schemas/video-payload';
import { eventVideoSchema } from '@shared/schemas/videos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { videoToApi } from '../../lib/to-api';
import { adminUser } from '../../plugins/admin-guard';
import { adminDeleteRoute } from '../audit/admin-delete-route';
import { auditCreated } from '../audit/audit-log';
import { eventsReader } from '../events/events-service';
import { requireEvent } from '../events/require-event';
import { createVideosAdminRepository } from './admin-repository';
import { createVideosRepository } from './repository';

export const VIDEO_NOT_FOUND = 'Video not found';

/** Event videos: add a YouTube link to an event, delete one. Paths relative to /api/admin. */
export const videosAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const eventsRepo = eventsReader(db, app.config.siteTimezone);
  const videos = createVideosRepository(db);
  const videosAdmin = createVideosAdminRepository(db);

  app.post(
    '/events/:eventId/videos',
    {
      schema: {
        params: z.object({ eventId: z.string().min(1).max(200) }),
        body: videoPayloadSchema,
        response: { 201: eventVideoSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const event = requireEvent(await eventsRepo.findBySlugOrId(request.params.eventId));
      const row = await videos.insert({
        eventId: event.id,
        title: request.body.title || null,
        videoUrl: request.body.videoUrl,
        uploadedBy: adminUser(request).id,
      });
      await auditCreated(db, request, 'event_video', row.id, { eventId: event.id, videoUrl: row.videoUrl });
      return reply.code(201).send(videoToApi(row));
    },
  );

  adminDeleteRoute(app, {
    path: '/events/videos/:id',
    remove: (id) => videosAdmin.deleteById(id),
    notFoundMessage: VIDEO_NOT_FOUND,
    audit: (row) => ({ entity: 'event_video', details: { eventId: row.eventId, videoUrl: row.videoUrl } }),
  });
};
