import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE } from './settings';
import { settingsTranslationsSchema } from './settings-translations';

export const TAGLINE_MESSAGE = 'Tagline is required';
export const LINK_MESSAGE = 'Please enter a full link starting with https://';

/** A social link: empty, the '#' placeholder, or an http(s) URL (never javascript: or data:). */
const socialLink = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .refine((value) => {
    if (value === '' || value === '#') return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, LINK_MESSAGE)
  .default('');

/** PUT /api/admin/settings (tagline required, contactEmail valid if given). */
export const settingsPayloadSchema = z.strictObject({
  groupName: z.string().trim().max(100, 'At most 100 characters').default(''),
  tagline: z
    .string({ error: TAGLINE_MESSAGE })
    .trim()
    .min(1, TAGLINE_MESSAGE)
    .max(200, 'At most 200 characters'),
  aboutText: z.string().trim().max(10_000, 'At most 10000 characters').default(''),
  contactEmail: z
    .string()
    .trim()
    .max(254, INVALID_EMAIL_MESSAGE)
    .refine((value) => value === '' || z.email().safeParse(value).success, INVALID_EMAIL_MESSAGE)
    .default(''),
  whatsappLink: socialLink,
  instagramLink: socialLink,
  announcementText: z.string().trim().max(500, 'At most 500 characters').default(''),
  showAnnouncement: z.boolean().default(false),
  /** The tagline, about text and announcement in the other languages, each optional; left out: unchanged. */
  translations: settingsTranslationsSchema.optional(),
});
export type SettingsPayload = z.input<typeof settingsPayloadSchema>;
