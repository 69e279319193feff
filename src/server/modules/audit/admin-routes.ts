import { auditEntrySchema, auditQuerySchema } from '@shared/schemas/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuditRepository } from './repository';

/** GET /api/admin/audit: the newest admin changes first. */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createAuditRepository(app.database.db);
  app.get(
    '/audit',
    { schema: { querystring: auditQuerySchema, response: { 200: z.array(auditEntrySchema) } } },
    async (request) => repo.list(request.query.limit, request.query.entity),
  );
};
