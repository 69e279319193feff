import { apiRequest } from '@client/lib/api-client';
import type { WrittenEvent } from '@shared/schemas/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateEvents } from './invalidate-events';

/** An unpublished copy of the event, to edit and publish (a new slug; no registrations, stalls or media). */
export const duplicateEvent = (id: string) =>
  apiRequest<WrittenEvent>('POST', `/api/admin/events/${encodeURIComponent(id)}/duplicate`);

export function useDuplicateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateEvent, onSuccess: () => invalidateEvents(queryClient) });
}
