import { apiErrorSchema } from '@shared/schemas/common';
import { siteSettingsSchema } from '@shared/schemas/settings';
import { settingsPayloadSchema } from '@shared/schemas/settings-payload';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUser } from '../../plugins/admin-guard';
import { saveSiteSettings } from './site-settings';

/** PUT /api/admin/settings: saves the website settings and answers them as visitors will see them. */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/settings',
    { schema: { body: settingsPayloadSchema, response: { 200: siteSettingsSchema, 400: apiErrorSchema } } },
    async (request) => saveSiteSettings(app.database.db, adminUser(request), request.body),
  );
};
