import type { AdminSiteSettings, SiteSettings } from '@shared/schemas/settings';
import type { SettingsTranslations } from '@shared/schemas/settings-translations';
import type { Db } from '../../db/client';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { createSettingsRepository } from './repository';

/** The site's settings as other features read them: the name mail is signed with, the contact address. */
export function siteSettingsReader(db: Db): { get(): Promise<SiteSettings> } {
  const repository = createSettingsRepository(db);
  return { get: () => repository.get() };
}

/** Saves the site's settings (the admin's form) and answers them as visitors will see them. */
export async function saveSiteSettings(
  db: Db,
  actor: AuditActor,
  settings: SiteSettings & { translations?: SettingsTranslations },
): Promise<SiteSettings> {
  const saved = await createSettingsRepository(db).save(settings);
  await recordAudit(db, actor, {
    action: 'update',
    entity: 'settings',
    entityId: '1',
    details: { fields: Object.keys(settings) },
  });
  return saved;
}

/** The settings with the texts written in the other languages: what the admin's form edits. */
export async function adminSiteSettings(db: Db): Promise<AdminSiteSettings> {
  const repository = createSettingsRepository(db);
  const [settings, translations] = await Promise.all([repository.get(), repository.translations()]);
  return { ...settings, translations };
}
