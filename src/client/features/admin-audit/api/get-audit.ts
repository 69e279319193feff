import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import type { AuditPage, AuditQuery } from '@shared/schemas/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const auditQuery = (query: AuditQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return queryOptions({
    queryKey: ['/api/admin/audit', query] as const,
    queryFn: () => apiGet<AuditPage>(`/api/admin/audit?${params}`),
    retry: adminRetry,
    placeholderData: keepPreviousData,
  });
};

/** GET /api/admin/audit: one page of who did what, filtered. */
export const useAudit = (query: AuditQuery) => useQuery(auditQuery(query));
