import { randomUUID } from 'node:crypto';
import { apiErrorSchema, idParamSchema, publicWriteErrorSchemas } from '@shared/schemas/common';
import {
  publicVendorSchema,
  stallApplicationInputSchema,
  stallApplicationSchema,
} from '@shared/schemas/stalls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicWriteLimit } from '../../lib/public-write-limit';
import { siteUrlOf } from '../../lib/site-url';
import { stallApplicationToApi } from '../../lib/to-api';
import { moduleDeps } from '../module-deps';
import { applyForStall } from './stall-application-service';
import { stallApplicationsService } from './stall-applications-service';

export const stallsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, timeZone } = moduleDeps(app);
  const applications = stallApplicationsService(db, timeZone);

  app.post(
    '/api/stall-applications',
    {
      onRequest: publicWriteLimit(db, 'stall-applications'),
      schema: {
        body: stallApplicationInputSchema,
        response: {
          201: stallApplicationSchema,
          ...publicWriteErrorSchemas,
        },
      },
    },
    async (request, reply) => {
      const { website, eventId, language, ...fields } = request.body;
      const values = {
        ...fields,
        specialRequirements: fields.specialRequirements || null,
        listPublicly: fields.listPublicly ?? false,
      };
      if (website) {
        request.log.info('stall application honeypot filled; dropped');
        return reply.code(201).send({
          id: randomUUID(),
          eventId,
          ...values,
          status: 'pending',
          decidedAt: null,
          createdAt: new Date().toISOString(),
        });
      }
      const row = await applyForStall(
        { db, timeZone, mail: app.mail },
        eventId,
        { ...values, language },
        siteUrlOf(request),
      );
      return reply.code(201).send(stallApplicationToApi(row));
    },
  );

  app.get(
    '/api/events/:id/vendors',
    {
      schema: {
        params: idParamSchema,
        response: { 200: z.array(publicVendorSchema), 404: apiErrorSchema },
      },
    },
    async (request) => applications.publicVendors(request.params.id),
  );
};
