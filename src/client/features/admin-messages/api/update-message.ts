import { apiRequest } from '@client/lib/api-client';
import type { AdminContactMessage, ContactMessageUpdate } from '@shared/schemas/contact-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES_KEY } from './get-messages';

export const updateMessage = ({ id, ...body }: ContactMessageUpdate & { id: string }) =>
  apiRequest<AdminContactMessage>('PATCH', `/api/admin/contact-messages/${encodeURIComponent(id)}`, body);

export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
