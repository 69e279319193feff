import { apiRequest } from '@client/lib/api-client';
import {
  type CreatedRegistration,
  IDEMPOTENCY_KEY_HEADER,
  type RegistrationInput,
} from '@shared/schemas/registrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type CreateRegistrationVariables = {
  input: RegistrationInput;
  /** The same for every try of one submission, so a retry after a lost answer gets the first answer. */
  idempotencyKey: string;
};

export const createRegistration = ({ input, idempotencyKey }: CreateRegistrationVariables) =>
  apiRequest<CreatedRegistration>('POST', '/api/registrations', input, {
    [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
  });

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
