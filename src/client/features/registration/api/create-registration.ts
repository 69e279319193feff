import { apiRequest } from '@client/lib/api-client';
import type { CreatedRegistration, RegistrationInput } from '@shared/schemas/registrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const createRegistration = (input: RegistrationInput) =>
  apiRequest<CreatedRegistration>('POST', '/api/registrations', input);

/** POST /api/registrations; refreshes the admin statistics and that event's registration list. */
export function useCreateRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRegistration,
    onSuccess: (registration) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/registrations/stats'] });
      void queryClient.invalidateQueries({
        queryKey: ['/api/admin/events', registration.eventId, 'registrations'],
      });
    },
  });
}
