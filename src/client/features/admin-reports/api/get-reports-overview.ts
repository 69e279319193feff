import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import type { ReportsOverview } from '@shared/schemas/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type OverviewPeriod = { from?: string; to?: string };

export const reportsOverviewQuery = ({ from, to }: OverviewPeriod) => {
  const search = new URLSearchParams();
  if (from) search.set('from', from);
  if (to) search.set('to', to);
  const query = search.size > 0 ? `?${search}` : '';
  return queryOptions({
    queryKey: ['/api/admin/reports/overview', from ?? null, to ?? null] as const,
    queryFn: () => apiGet<ReportsOverview>(`/api/admin/reports/overview${query}`),
    retry: adminRetry,
    placeholderData: keepPreviousData,
  });
};

/** GET /api/admin/reports/overview: each event of the period and the attendees who came back. */
export const useReportsOverview = (period: OverviewPeriod) => useQuery(reportsOverviewQuery(period));
