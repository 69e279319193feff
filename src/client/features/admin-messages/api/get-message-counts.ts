import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import type { ContactMessageCounts } from '@shared/schemas/contact-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES_KEY } from './get-messages';

/** GET /api/admin/contact-messages/counts; under the list's key, so every change to a message refreshes it. */
export const messageCountsQuery = () =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'counts'] as const,
    queryFn: () => apiGet<ContactMessageCounts>('/api/admin/contact-messages/counts'),
    retry: adminRetry,
  });

export const useMessageCounts = () => useQuery(messageCountsQuery());
