import { siteSettingsSchema } from '@shared/schemas/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSettingsRepository } from './repository';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = createSettingsRepository(app.database.db);

  app.get('/api/settings', { schema: { response: { 200: siteSettingsSchema } } }, () => settings.get());
};
