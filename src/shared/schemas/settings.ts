import { z } from 'zod';
import { settingsTranslationsSchema } from './settings-translations';

export { DEFAULT_SETTINGS } from '../settings-defaults';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

export const siteSettingsSchema = z.object({
  groupName: z.string(),
  tagline: z.string(),
  aboutText: z.string(),
  contactEmail: z.string(),
  whatsappLink: z.string(),
  instagramLink: z.string(),
  announcementText: z.string(),
  showAnnouncement: z.boolean(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** The settings as the admin edits them: with the texts written in the other languages (./settings-translations). */
export const adminSiteSettingsSchema = siteSettingsSchema.extend({
  translations: settingsTranslationsSchema,
});
export type AdminSiteSettings = z.infer<typeof adminSiteSettingsSchema>;
