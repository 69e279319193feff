import { apiRequest } from '@client/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STALL_APPLICATIONS_KEY } from './get-stall-applications';

export type DeleteStallInput = { id: string; eventId: string };

export const deleteStallApplication = ({ id }: DeleteStallInput) =>
  apiRequest<void>('DELETE', `/api/admin/stall-applications/${encodeURIComponent(id)}`);

export function useDeleteStallApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStallApplication,
    // Every list it is in (its event's, every event's) and the count waiting on the overview and its tab.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: STALL_APPLICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin/overview'] }),
      ]),
  });
}
