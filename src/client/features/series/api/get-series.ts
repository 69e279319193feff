import { contentLanguage } from '@client/lib/i18n/content-language';
import { usePageLanguage } from '@client/lib/i18n/i18n-context';
import type { Locale } from '@shared/i18n/locales';
import type { Series } from '@shared/schemas/series';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A published series by slug or id, with its dates not yet over, its rule and times worded in the page's language. */
export const seriesQuery = (slugOrId: string, locale: Locale) =>
  queryOptions<Series>({
    queryKey: ['/api/series', encodeURIComponent(slugOrId), ...contentLanguage(locale)],
    // A 404 rendered by the server stays a 404 in the browser rather than being fetched again on hydration.
    retryOnMount: false,
  });

/** Every published series with a date ahead (one card each on /events). */
export const seriesListQuery = (locale: Locale) =>
  queryOptions<Series[]>({ queryKey: ['/api/series', ...contentLanguage(locale)] });

export const useSeries = (slugOrId: string) => useQuery(seriesQuery(slugOrId, usePageLanguage().locale));
export const useSeriesList = () => useQuery(seriesListQuery(usePageLanguage().locale));
