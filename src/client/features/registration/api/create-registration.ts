import { apiRequest } from '@client/lib/api-client';
import { usePageLanguage } from '@client/lib/i18n/i18n-context';
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

/**
 * POST /api/registrations in the page's language (the registrant's mails are in it); refreshes the admin
 * statistics and that event's registration list.
 */
export function useCreateRegistration() {
  const queryClient = useQueryClient();
  const { locale } = usePageLanguage();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: CreateRegistrationVariables) =>
      createRegistration({ input: { ...input, language: locale }, idempotencyKey }),
    onSuccess: (registration) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/registrations/stats'] });
      void queryClient.invalidateQueries({
        queryKey: ['/api/admin/events', registration.eventId, 'registrations'],
      });
    },
  });
}
