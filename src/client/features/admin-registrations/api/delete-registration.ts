import { apiRequest } from '@client/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STATS_KEY } from './get-registration-stats';
import { registrationsKey } from './get-registrations';

export type DeleteRegistrationInput = { id: string; eventId: string };

export const deleteRegistration = ({ id }: DeleteRegistrationInput) =>
  apiRequest<void>('DELETE', `/api/admin/registrations/${encodeURIComponent(id)}`);

export function useDeleteRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRegistration,
    onSuccess: (_data, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationsKey(input.eventId) }),
        queryClient.invalidateQueries({ queryKey: STATS_KEY }),
      ]),
  });
}
