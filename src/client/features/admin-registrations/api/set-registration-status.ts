import { apiRequest } from '@client/lib/api-client';
import type { AdminRegistration } from '@shared/schemas/admin-registrations';
import type { RegistrationStatus } from '@shared/schemas/registrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STATS_KEY } from './get-registration-stats';

export type SetRegistrationStatusInput = {
  id: string;
  eventId: string;
  status: RegistrationStatus;
  /** With a cancellation only: a message for the registrant, in the mail that tells them. */
  message?: string;
};

/**
 * PATCH /api/admin/registrations/:id/status: confirm, move to the waitlist or cancel (parties may be promoted). The
 * registrant is mailed a ticket on confirming, or the cancellation with the optional message.
 */
export function useSetRegistrationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, message }: SetRegistrationStatusInput) =>
      apiRequest<AdminRegistration>('PATCH', `/api/admin/registrations/${encodeURIComponent(id)}/status`, {
        status,
        ...(message ? { message } : {}),
      }),
    onSuccess: (_data, input) =>
      Promise.all([
        // The event's registrations and attendance both change (others may have been promoted).
        queryClient.invalidateQueries({ queryKey: ['/api/admin/events', input.eventId] }),
        queryClient.invalidateQueries({ queryKey: STATS_KEY }),
        // The console's list, the registration's own page and the overview.
        queryClient.invalidateQueries({ queryKey: ['/api/admin/registrations'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin/overview'] }),
      ]),
  });
}
