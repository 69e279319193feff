import type { Series } from '@shared/schemas/series';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A published series by slug or id, with its dates not yet over. */
export const seriesQuery = (slugOrId: string) =>
  queryOptions<Series>({
    queryKey: ['/api/series', encodeURIComponent(slugOrId)],
    // A 404 rendered by the server stays a 404 in the browser rather than being fetched again on hydration.
    retryOnMount: false,
  });

/** Every published series with a date ahead (one card each on /events). */
export const seriesListQuery = () => queryOptions<Series[]>({ queryKey: ['/api/series'] });

export const useSeries = (slugOrId: string) => useQuery(seriesQuery(slugOrId));
export const useSeriesList = () => useQuery(seriesListQuery());
