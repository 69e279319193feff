import { auditPageSchema, auditQuerySchema } from '@shared/schemas/audit';
import { apiErrorSchema } from '@shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuditRepository } from './repository';

/** GET /api/admin/audit: the admin changes, newest first, filtered and paged (admin accounts only). */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createAuditRepository(app.database.db);
  app.get(
    '/audit',
    { schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema, 400: apiErrorSchema } } },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      const [found, choices] = await Promise.all([
        repo.page(filter, page, pageSize, app.config.siteTimezone),
        repo.choices(),
      ]);
      return { ...found, page, pageSize, ...choices };
    },
  );
};
