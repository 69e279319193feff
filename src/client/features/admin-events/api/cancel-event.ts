import { apiRequest } from '@client/lib/api-client';
import type { Event } from '@shared/schemas/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateEvents } from './invalidate-events';

/** Cancels the event; every registrant is mailed, with the message when there is one. */
export const cancelEvent = ({ id, message }: { id: string; message: string }) =>
  apiRequest<Event>('POST', `/api/admin/events/${encodeURIComponent(id)}/cancel`, {
    message: message.trim() || undefined,
  });

export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelEvent, onSuccess: () => invalidateEvents(queryClient) });
}
