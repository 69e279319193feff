import { apiRequest } from '@client/lib/api-client';
import type { EventPayload } from '@shared/schemas/event-payload';
import type { WrittenEvent } from '@shared/schemas/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateEvents } from './invalidate-events';

export type SaveEventInput = { id?: string; payload: EventPayload };

/** POST /api/admin/events to create, PUT /api/admin/events/:id to update. */
export const saveEvent = ({ id, payload }: SaveEventInput) =>
  id
    ? apiRequest<WrittenEvent>('PUT', `/api/admin/events/${encodeURIComponent(id)}`, payload)
    : apiRequest<WrittenEvent>('POST', '/api/admin/events', payload);

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveEvent, onSuccess: () => invalidateEvents(queryClient) });
}
