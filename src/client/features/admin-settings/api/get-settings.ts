import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import type { SiteSettings } from '@shared/schemas/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The public settings key: saving refreshes what the site shows. */
export const SETTINGS_KEY = ['/api/settings'] as const;

export const settingsQuery = () =>
  queryOptions({
    queryKey: SETTINGS_KEY,
    queryFn: () => apiGet<SiteSettings>('/api/settings'),
    retry: adminRetry,
  });

export const useSettings = () => useQuery(settingsQuery());
