import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import type { FailedMail } from '@shared/schemas/mail';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Mails every delivery attempt failed for, newest first. */
export const failedMailQuery = () =>
  queryOptions({
    queryKey: ['/api/admin/mail/failed'] as const,
    queryFn: () => apiGet<FailedMail[]>('/api/admin/mail/failed'),
    retry: adminRetry,
  });

export const useFailedMail = () => useQuery(failedMailQuery());
