import { apiRequest } from '@client/lib/api-client';
import type { AdminRegistration } from '@shared/schemas/admin-registrations';
import type { RegistrationStatus } from '@shared/schemas/registrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STATS_KEY } from './get-registration-stats';

export type SetRegistrationStatusInput = { id: string; eventId: string; status: RegistrationStatus };

/** PATCH /api/admin/registrations/:id/status: confirm, move to the waitlist or cancel (parties may be promoted). */
export function useSetRegistrationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: SetRegistrationStatusInput) =>
      apiRequest<AdminRegistration>('PATCH', `/api/admin/registrations/${encodeURIComponent(id)}/status`, {
        status,
      }),
    onSuccess: (_data, input) =>
      Promise.all([
        // The event's registrations and attendance both change (others may have been promoted).
        queryClient.invalidateQueries({ queryKey: ['/api/admin/events', input.eventId] }),
        queryClient.invalidateQueries({ queryKey: STATS_KEY }),
      ]),
  });
}
