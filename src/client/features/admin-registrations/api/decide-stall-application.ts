import { apiRequest } from '@client/lib/api-client';
import type { AdminStallApplication, StallDecisionInput } from '@shared/schemas/stall-applications-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STALL_APPLICATIONS_KEY } from './get-stall-applications';

export type DecideStallInput = StallDecisionInput & { id: string; eventId: string };

/** PATCH /api/admin/stall-applications/:id: a 409 means approving would go over the event's stall capacity. */
export const decideStallApplication = ({ id, eventId: _eventId, ...body }: DecideStallInput) =>
  apiRequest<AdminStallApplication>('PATCH', `/api/admin/stall-applications/${encodeURIComponent(id)}`, body);

export function useDecideStallApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideStallApplication,
    // Every list it is in (its event's, every event's) and the count waiting on the overview and its tab.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: STALL_APPLICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin/overview'] }),
      ]),
  });
}
