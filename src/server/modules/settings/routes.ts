import { localizeSettings } from '@shared/i18n/localized-content';
import { apiErrorSchema } from '@shared/schemas/common';
import { langQueryObject } from '@shared/schemas/content-translations';
import { siteSettingsSchema } from '@shared/schemas/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSettingsRepository } from './repository';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = createSettingsRepository(app.database.db);
  // ?lang=hi: the tagline, about text and announcement in Hindi where written, English otherwise.
  app.get(
    '/api/settings',
    { schema: { querystring: langQueryObject, response: { 200: siteSettingsSchema, 400: apiErrorSchema } } },
    async (request) => {
      const [english, translations] = await Promise.all([settings.get(), settings.translations()]);
      return localizeSettings(english, translations, request.query.lang);
    },
  );
};
