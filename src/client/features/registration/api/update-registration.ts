import { managedRequest } from '@client/lib/managed-request';
import type { Registration, RegistrationUpdate } from '@shared/schemas/registrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managedRegistrationKey } from './get-managed-registration';

export type UpdateRegistrationVariables = {
  registrationId: string;
  manageToken: string;
  input: RegistrationUpdate;
};

export const updateRegistration = ({ registrationId, manageToken, input }: UpdateRegistrationVariables) =>
  managedRequest<Registration>(
    'PUT',
    `/api/registrations/${encodeURIComponent(registrationId)}`,
    manageToken,
    input,
  );

/** PUT /api/registrations/:id with the manage token. */
export function useUpdateRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegistration,
    onSuccess: (registration) => {
      queryClient.setQueryData(managedRegistrationKey(registration.id), registration);
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/registrations/stats'] });
      void queryClient.invalidateQueries({
        queryKey: ['/api/admin/events', registration.eventId, 'registrations'],
      });
    },
  });
}
