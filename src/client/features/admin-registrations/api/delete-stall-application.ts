import { apiRequest } from '@client/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stallApplicationsKey } from './get-stall-applications';

export type DeleteStallInput = { id: string; eventId: string };

export const deleteStallApplication = ({ id }: DeleteStallInput) =>
  apiRequest<void>('DELETE', `/api/admin/stall-applications/${encodeURIComponent(id)}`);

export function useDeleteStallApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStallApplication,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: stallApplicationsKey(input.eventId) }),
  });
}
