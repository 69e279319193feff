import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import type { AdminStallApplication } from '@shared/schemas/stall-applications-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const stallApplicationsKey = (eventId: string) => ['/api/admin/stall-applications', eventId] as const;

/** GET /api/admin/stall-applications?eventId=…, for the chosen event. */
export const stallApplicationsQuery = (eventId: string) =>
  queryOptions({
    queryKey: stallApplicationsKey(eventId),
    queryFn: () =>
      apiGet<AdminStallApplication[]>(`/api/admin/stall-applications?eventId=${encodeURIComponent(eventId)}`),
    retry: adminRetry,
  });

export const useStallApplications = (eventId: string) => useQuery(stallApplicationsQuery(eventId));
