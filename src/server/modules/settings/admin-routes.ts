import { apiErrorSchema } from '@shared/schemas/common';
import { adminSiteSettingsSchema, siteSettingsSchema } from '@shared/schemas/settings';
import { settingsPayloadSchema } from '@shared/schemas/settings-payload';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUser } from '../../plugins/admin-guard';
import { adminSiteSettings, saveSiteSettings } from './site-settings';

/** The website settings as the admin edits them (with their translations), and PUT, which saves them. */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings', { schema: { response: { 200: adminSiteSettingsSchema } } }, async () =>
    adminSiteSettings(app.database.db),
  );

  /** Saves the website settings and answers them as visitors will see them (in English). */
  app.put(
    '/settings',
    { schema: { body: settingsPayloadSchema, response: { 200: siteSettingsSchema, 400: apiErrorSchema } } },
    async (request) => saveSiteSettings(app.database.db, adminUser(request), request.body),
  );
};
