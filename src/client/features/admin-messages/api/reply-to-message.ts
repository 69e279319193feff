import { apiRequest } from '@client/lib/api-client';
import type { AdminContactMessage } from '@shared/schemas/contact-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES_KEY } from './get-messages';

export type ReplyInput = { id: string; body: string };

/** POST /api/admin/contact-messages/:id/reply: mailed to the sender and kept with the message. */
export const replyToMessage = ({ id, body }: ReplyInput) =>
  apiRequest<AdminContactMessage>('POST', `/api/admin/contact-messages/${encodeURIComponent(id)}/reply`, {
    body,
  });

export function useReplyToMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToMessage,
    // The counts' key starts with the list's: both refresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
