import type { SiteSettings } from '@shared/schemas/settings';
import { DEFAULT_SETTINGS } from '@shared/settings-defaults';
import { useSettings } from './api/get-settings';

const FILLED_FROM_DEFAULTS = [
  'groupName',
  'tagline',
  'aboutText',
  'contactEmail',
  'whatsappLink',
  'instagramLink',
] as const;

/** Settings with blanks filled from the defaults: a failed or partial load never blanks the page. */
export function useSiteSettings(): SiteSettings {
  const { data } = useSettings();
  const settings: SiteSettings = { ...DEFAULT_SETTINGS, ...data };
  for (const key of FILLED_FROM_DEFAULTS) {
    if (!settings[key]?.trim()) settings[key] = DEFAULT_SETTINGS[key];
  }
  return settings;
}
