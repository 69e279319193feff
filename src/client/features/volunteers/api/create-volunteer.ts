import { apiRequest } from '@client/lib/api-client';
import type { CreatedVolunteer, VolunteerInput } from '@shared/schemas/volunteers';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/volunteers; the shifts' spots left are read again. */
export function useCreateVolunteer(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VolunteerInput) => apiRequest<CreatedVolunteer>('POST', '/api/volunteers', input),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ['/api/events', encodeURIComponent(slug), 'shifts'] }),
  });
}
