import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import type { AdminStallApplication } from '@shared/schemas/stall-applications-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const STALL_APPLICATIONS_KEY = ['/api/admin/stall-applications'] as const;
/** One event's applications; every event's without an id. */
export const stallApplicationsKey = (eventId: string | undefined) =>
  [...STALL_APPLICATIONS_KEY, eventId ?? 'every event'] as const;

/** GET /api/admin/stall-applications?eventId=…, for the chosen event or for every event. */
export const stallApplicationsQuery = (eventId: string | undefined) =>
  queryOptions({
    queryKey: stallApplicationsKey(eventId),
    queryFn: () =>
      apiGet<AdminStallApplication[]>(
        `/api/admin/stall-applications${eventId ? `?eventId=${encodeURIComponent(eventId)}` : ''}`,
      ),
    retry: adminRetry,
  });

export const useStallApplications = (eventId: string | undefined) =>
  useQuery(stallApplicationsQuery(eventId));
