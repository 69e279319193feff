import { apiErrorSchema, idParamSchema } from '@shared/schemas/common';
import { videoPayloadSchema } from '@shared/schemas/video-payload';
import { eventVideoSchema } from '@shared/schemas/videos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { videoToApi } from '../../lib/to-api';
import { adminUser } from '../../plugins/admin-guard';
import { audit } from '../audit/repository';
import { createEventsRepository } from '../events/repository';
import { requireEvent } from '../events/require-event';
import { createVideosAdminRepository } from './admin-repository';
import { createVideosRepository } from './repository';

export const VIDEO_NOT_FOUND = 'Video not found';

/** Event videos (SPEC §7): add a YouTube link to an event, delete one. Paths relative to /api/admin. */
export const videosAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const eventsRepo = createEventsRepository(db, app.config.siteTimezone);
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
      await audit(db, request, {
        action: 'create',
        entity: 'event_video',
        entityId: row.id,
        details: { eventId: event.id, videoUrl: row.videoUrl },
      });
      return reply.code(201).send(videoToApi(row));
    },
  );

  app.delete('/events/videos/:id', { schema: { params: idParamSchema } }, async (request, reply) => {
    const row = await videosAdmin.deleteById(request.params.id);
    if (!row) throw notFound(VIDEO_NOT_FOUND);
    await audit(db, request, {
      action: 'delete',
      entity: 'event_video',
      entityId: row.id,
      details: { eventId: row.eventId, videoUrl: row.videoUrl },
    });
    return reply.code(204).send();
  });
};
