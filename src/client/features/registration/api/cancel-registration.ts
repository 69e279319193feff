import { managedRequest } from '@client/lib/managed-request';
import type { Registration } from '@shared/schemas/registrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managedRegistrationKey } from './get-managed-registration';

/** DELETE /api/registrations/:id with the manage token: the registration is cancelled (kept, marked). */
export function useCancelRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ registrationId, manageToken }: { registrationId: string; manageToken: string }) =>
      managedRequest<Registration>(
        'DELETE',
        `/api/registrations/${encodeURIComponent(registrationId)}`,
        manageToken,
      ),
    onSuccess: (registration) => {
      queryClient.setQueryData(managedRegistrationKey(registration.id), registration);
      // The event's places left changed.
      void queryClient.invalidateQueries({ queryKey: ['/api/events'] });
    },
  });
}
