import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import type { MeResponse } from '@shared/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const ME_KEY = ['/api/me'] as const;

export const getMe = () => apiGet<MeResponse>('/api/me');

/** Who is signed in, from the server session: a reload keeps the admin signed in. */
export const meQuery = () =>
  queryOptions({ queryKey: ME_KEY, queryFn: getMe, staleTime: 0, retry: adminRetry });

export const useMe = () => useQuery(meQuery());
