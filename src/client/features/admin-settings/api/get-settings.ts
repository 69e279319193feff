import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import type { AdminSiteSettings } from '@shared/schemas/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The public settings key, every language's: saving refreshes what the site shows. */
export const SETTINGS_KEY = ['/api/settings'] as const;

/** The settings as the form edits them, with what is written in the other languages. */
export const ADMIN_SETTINGS_KEY = ['/api/admin/settings'] as const;

export const settingsQuery = () =>
  queryOptions({
    queryKey: ADMIN_SETTINGS_KEY,
    queryFn: () => apiGet<AdminSiteSettings>('/api/admin/settings'),
    retry: adminRetry,
  });

export const useSettings = () => useQuery(settingsQuery());
