import { apiErrorSchema } from '@shared/schemas/common';
import { siteSettingsSchema } from '@shared/schemas/settings';
import { settingsPayloadSchema } from '@shared/schemas/settings-payload';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit/audit-log';
import { createSettingsRepository } from './repository';

/** PUT /api/admin/settings: saves the website settings and answers them as visitors will see them. */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const repo = createSettingsRepository(db);

  app.put(
    '/settings',
    { schema: { body: settingsPayloadSchema, response: { 200: siteSettingsSchema, 400: apiErrorSchema } } },
    async (request) => {
      const saved = await repo.save(request.body);
      await audit(db, request, {
        action: 'update',
        entity: 'settings',
        entityId: '1',
        details: { fields: Object.keys(request.body) },
      });
      return saved;
    },
  );
};
