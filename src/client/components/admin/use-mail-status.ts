import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import type { MailStatus } from '@shared/schemas/mail';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Where the site's mail goes (SMTP or only the outbox) and who it comes from. */
export const mailStatusQuery = () =>
  queryOptions({
    queryKey: ['/api/admin/mail/status'] as const,
    queryFn: () => apiGet<MailStatus>('/api/admin/mail/status'),
    retry: adminRetry,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useMailStatus = () => useQuery(mailStatusQuery());
