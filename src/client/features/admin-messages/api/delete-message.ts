import { apiRequest } from '@client/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES_KEY } from './get-messages';

export const deleteMessage = (id: string) =>
  apiRequest<void>('DELETE', `/api/admin/contact-messages/${encodeURIComponent(id)}`);

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
