import { ADMIN_EVENTS_KEY } from '@client/components/admin/use-admin-events';
import { apiRequest } from '@client/lib/api-client';
import type { Series, SeriesPayload } from '@shared/schemas/series';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A series and its dates (events of their own). */
export const createSeries = (payload: SeriesPayload) =>
  apiRequest<Series>('POST', '/api/admin/series', payload);

export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeries,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_EVENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/events'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/series'] }),
      ]),
  });
}
