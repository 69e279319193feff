import { apiRequest } from '@client/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STATS_KEY } from './get-registration-stats';

export type DeleteRegistrationInput = { id: string; eventId: string };

export const deleteRegistration = ({ id }: DeleteRegistrationInput) =>
  apiRequest<void>('DELETE', `/api/admin/registrations/${encodeURIComponent(id)}`);

export function useDeleteRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRegistration,
    onSuccess: (_data, input) =>
      Promise.all([
        // Its registrations and attendance (a deleted party's places go to the waitlist).
        queryClient.invalidateQueries({ queryKey: ['/api/admin/events', input.eventId] }),
        queryClient.invalidateQueries({ queryKey: STATS_KEY }),
      ]),
  });
}
