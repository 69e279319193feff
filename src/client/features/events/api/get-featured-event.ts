import { contentLanguage } from '@client/lib/i18n/content-language';
import { usePageLanguage } from '@client/lib/i18n/i18n-context';
import type { Locale } from '@shared/i18n/locales';
import type { Event } from '@shared/schemas/events';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const featuredEventQuery = (locale: Locale) =>
  queryOptions<Event | null>({ queryKey: ['/api/events/featured', ...contentLanguage(locale)] });

export const useFeaturedEvent = () => useQuery(featuredEventQuery(usePageLanguage().locale));
