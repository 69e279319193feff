import { apiRequest } from '@client/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateEvents } from './invalidate-events';

export const deleteEvent = (id: string) =>
  apiRequest<void>('DELETE', `/api/admin/events/${encodeURIComponent(id)}`);

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () =>
      Promise.all([
        invalidateEvents(queryClient),
        queryClient.invalidateQueries({ queryKey: ['/api/gallery'] }),
      ]),
  });
}
