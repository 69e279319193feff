import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import type { DownloadLink } from '@shared/schemas/download-links';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const downloadLinksKey = (eventId: string) =>
  ['/api/admin/events', eventId, 'download-links'] as const;

export const downloadLinksQuery = (eventId: string) =>
  queryOptions({
    queryKey: downloadLinksKey(eventId),
    queryFn: () => apiGet<DownloadLink[]>(`/api/admin/events/${encodeURIComponent(eventId)}/download-links`),
    retry: adminRetry,
  });

export const useDownloadLinks = (eventId: string) => useQuery(downloadLinksQuery(eventId));
