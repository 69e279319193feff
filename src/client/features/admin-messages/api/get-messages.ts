import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import type { AdminContactMessage } from '@shared/schemas/contact-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const MESSAGES_KEY = ['/api/admin/contact-messages'] as const;

/** Contact messages, newest first (the server's order, kept by sorting here too). */
export const messagesQuery = () =>
  queryOptions({
    queryKey: MESSAGES_KEY,
    queryFn: async () =>
      (await apiGet<AdminContactMessage[]>('/api/admin/contact-messages')).sort((a, b) =>
        b.createdAt.localeCompare(a.createdAt),
      ),
    retry: adminRetry,
  });

export const useMessages = () => useQuery(messagesQuery());
