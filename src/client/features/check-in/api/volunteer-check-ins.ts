import { apiGet, apiRequest } from '@client/lib/api-client';
import type { DoorShiftList, VolunteerCheckIn } from '@shared/schemas/volunteers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The door's volunteers tab (docs/product-rules.md, "Volunteers"): names and shifts only.

const path = (eventId: string) => `/api/admin/events/${encodeURIComponent(eventId)}/volunteer-check-ins`;
const key = (eventId: string) => ['/api/admin/events', eventId, 'volunteer-check-ins'] as const;

/** GET …/volunteer-check-ins, read again every half minute (other doors check volunteers in too). */
export const doorVolunteersQuery = (eventId: string) =>
  queryOptions({
    queryKey: key(eventId),
    queryFn: () => apiGet<DoorShiftList>(path(eventId)),
    refetchInterval: 30_000,
  });

export const useDoorVolunteers = (eventId: string) => useQuery(doorVolunteersQuery(eventId));

/** POST (arrived) or DELETE (undo) of a volunteer's check-in for a shift; the list is read again. */
export function useVolunteerCheckIn(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shiftId, volunteerId, undo }: { shiftId: string; volunteerId: string; undo: boolean }) =>
      undo
        ? apiRequest<VolunteerCheckIn>(
            'DELETE',
            `${path(eventId)}/${encodeURIComponent(shiftId)}/${encodeURIComponent(volunteerId)}`,
          )
        : apiRequest<VolunteerCheckIn>('POST', path(eventId), { shiftId, volunteerId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(eventId) }),
  });
}
