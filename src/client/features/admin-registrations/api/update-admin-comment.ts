import { apiRequest } from '@client/lib/api-client';
import type { AdminRegistration } from '@shared/schemas/admin-registrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationsKey } from './get-registrations';

export type UpdateCommentInput = { id: string; eventId: string; adminComment: string };

export const updateAdminComment = ({ id, adminComment }: UpdateCommentInput) =>
  apiRequest<AdminRegistration>('PATCH', `/api/admin/registrations/${encodeURIComponent(id)}/comment`, {
    adminComment: adminComment.trim() || null,
  });

export function useUpdateAdminComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminComment,
    onSuccess: (_data, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationsKey(input.eventId) }),
        // The console's list and the registration's own page.
        queryClient.invalidateQueries({ queryKey: ['/api/admin/registrations'] }),
      ]),
  });
}
