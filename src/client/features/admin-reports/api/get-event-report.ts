import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import type { EventReport } from '@shared/schemas/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const eventReportQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['/api/admin/events', eventId, 'report'] as const,
    queryFn: () => apiGet<EventReport>(`/api/admin/events/${encodeURIComponent(eventId)}/report`),
    retry: adminRetry,
  });

/** GET /api/admin/events/:id/report: the event's sign-ups, arrivals, sources and answers. */
export const useEventReport = (eventId: string) => useQuery(eventReportQuery(eventId));
