import { z } from 'zod';
import { translatedText, translationsOf } from './content-translations';

/** The site's settings in another language: the texts visitors read (docs/i18n.md, "Content"). */
export const settingsTranslationSchema = z.strictObject({
  tagline: translatedText(200),
  aboutText: translatedText(10_000),
  announcementText: translatedText(500),
});
export type SettingsTranslation = z.infer<typeof settingsTranslationSchema>;

export const settingsTranslationsSchema = translationsOf(settingsTranslationSchema);
export type SettingsTranslations = z.infer<typeof settingsTranslationsSchema>;
