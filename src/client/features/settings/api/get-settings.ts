import { contentLanguage } from '@client/lib/i18n/content-language';
import { usePageLanguage } from '@client/lib/i18n/i18n-context';
import type { Locale } from '@shared/i18n/locales';
import type { SiteSettings } from '@shared/schemas/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The site's settings, the tagline, about text and announcement in the page's language. */
export const settingsQuery = (locale: Locale) =>
  queryOptions<SiteSettings>({ queryKey: ['/api/settings', ...contentLanguage(locale)] });

export const useSettings = () => useQuery(settingsQuery(usePageLanguage().locale));
