import { apiGet, apiRequest } from '@client/lib/api-client';
import type { UnsubscribeStatus } from '@shared/schemas/event-messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** GET /api/unsubscribe?… with the mailed link's query: which event and address, and whether it is done. */
export const unsubscribeStatusQuery = (query: string) =>
  queryOptions<UnsubscribeStatus>({
    queryKey: ['/api/unsubscribe', query],
    queryFn: () => apiGet<UnsubscribeStatus>(`/api/unsubscribe?${query}`),
    retry: false,
  });

export const useUnsubscribeStatus = (query: string) => useQuery(unsubscribeStatusQuery(query));

/** POST /api/unsubscribe?…: no more messages about that event to that address. */
export function useUnsubscribe(query: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<UnsubscribeStatus>('POST', `/api/unsubscribe?${query}`),
    onSuccess: (status) => queryClient.setQueryData(unsubscribeStatusQuery(query).queryKey, status),
  });
}
