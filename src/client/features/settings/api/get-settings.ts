import type { SiteSettings } from '@shared/schemas/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const settingsQuery = () => queryOptions<SiteSettings>({ queryKey: ['/api/settings'] });

export const useSettings = () => useQuery(settingsQuery());
