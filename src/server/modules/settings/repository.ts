import { DEFAULT_SETTINGS, type SiteSettings } from '@shared/schemas/settings';
import type { SettingsTranslations } from '@shared/schemas/settings-translations';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';

const SETTINGS_ROW_ID = 1;

export function createSettingsRepository(db: Db) {
  return {
    /** The stored settings, with the defaults of src/shared/settings-defaults.ts for anything missing. */
    async get(): Promise<SiteSettings> {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ROW_ID));
      if (!row) return { ...DEFAULT_SETTINGS };
      return {
        groupName: row.groupName || DEFAULT_SETTINGS.groupName,
        tagline: row.tagline || DEFAULT_SETTINGS.tagline,
        aboutText: row.aboutText || DEFAULT_SETTINGS.aboutText,
        contactEmail: row.contactEmail || DEFAULT_SETTINGS.contactEmail,
        whatsappLink: row.whatsappLink || DEFAULT_SETTINGS.whatsappLink,
        instagramLink: row.instagramLink || DEFAULT_SETTINGS.instagramLink,
        announcementText: row.announcementText ?? '',
        showAnnouncement: row.showAnnouncement,
      };
    },

    /** The texts written in the other languages, as the admin wrote them. */
    async translations(): Promise<SettingsTranslations> {
      const [row] = await db
        .select({ translations: siteSettings.translations })
        .from(siteSettings)
        .where(eq(siteSettings.id, SETTINGS_ROW_ID));
      return row?.translations ?? {};
    },
    /** Saves the settings; translations left out stay as they are. */
    async save(
      settings: SiteSettings & { translations?: SettingsTranslations },
      tx: Db = db,
    ): Promise<SiteSettings> {
      const values = { ...settings, id: SETTINGS_ROW_ID, updatedAt: new Date() };
      await tx
        .insert(siteSettings)
        .values(values)
        .onConflictDoUpdate({ target: siteSettings.id, set: values });
      return this.get();
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
