import { apiRequest } from '@client/lib/api-client';
import type { EventMessageInput, MessageRecipients } from '@shared/schemas/event-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventMessagesKey } from './get-event-messages';

/** POST /api/admin/events/:id/messages: stored with one mail per recipient; answers how many. */
export function useSendEventMessage(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventMessageInput) =>
      apiRequest<MessageRecipients>(
        'POST',
        `/api/admin/events/${encodeURIComponent(eventId)}/messages`,
        input,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventMessagesKey(eventId) }),
  });
}
