import type { SiteSettings } from '@shared/schemas/settings';
import type { Db } from '../../db/client';
import { createSettingsRepository } from './repository';

/** The site's settings as other features read them: the name mail is signed with, the contact address. */
export function siteSettingsReader(db: Db): { get(): Promise<SiteSettings> } {
  const repository = createSettingsRepository(db);
  return { get: () => repository.get() };
}
