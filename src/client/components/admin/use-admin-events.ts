import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import type { AdminEvent } from '@shared/schemas/events';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const ADMIN_EVENTS_KEY = ['/api/admin/events'] as const;

export const getAdminEvents = () => apiGet<AdminEvent[]>('/api/admin/events');

/** Every event, past and upcoming, for the admin. */
export const adminEventsQuery = () =>
  queryOptions({ queryKey: ADMIN_EVENTS_KEY, queryFn: getAdminEvents, retry: adminRetry });

export const useAdminEvents = () => useQuery(adminEventsQuery());
