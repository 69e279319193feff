import { managedRequest } from '@client/lib/managed-request';
import type { Volunteer } from '@shared/schemas/volunteers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HeldVolunteer } from '../manage-link';

const volunteerKey = (id: string) => ['/api/volunteers', id] as const;

/** GET /api/volunteers/:id with the manage token: the volunteer and their shifts. */
export const managedVolunteerQuery = (held: HeldVolunteer) =>
  queryOptions({
    queryKey: volunteerKey(held.volunteerId),
    queryFn: () =>
      managedRequest<Volunteer>(
        'GET',
        `/api/volunteers/${encodeURIComponent(held.volunteerId)}`,
        held.manageToken,
      ),
    retry: false,
  });

export const useManagedVolunteer = (held: HeldVolunteer | null) =>
  useQuery({
    ...managedVolunteerQuery(held ?? { volunteerId: '', manageToken: '' }),
    enabled: held !== null,
  });

/** Adding or dropping shifts answers the volunteer as they stand; the shifts' spots left are read again. */
function useShiftChange<T>(held: HeldVolunteer, slug: string, request: (input: T) => Promise<Volunteer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (volunteer) => queryClient.setQueryData(volunteerKey(held.volunteerId), volunteer),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ['/api/events', encodeURIComponent(slug), 'shifts'] }),
  });
}

/** POST /api/volunteers/:id/shifts. */
export const useAddShifts = (held: HeldVolunteer, slug: string) =>
  useShiftChange(held, slug, (shiftIds: string[]) =>
    managedRequest<Volunteer>(
      'POST',
      `/api/volunteers/${encodeURIComponent(held.volunteerId)}/shifts`,
      held.manageToken,
      { shiftIds },
    ),
  );

/** DELETE /api/volunteers/:id/shifts/:shiftId. */
export const useDropShift = (held: HeldVolunteer, slug: string) =>
  useShiftChange(held, slug, (shiftId: string) =>
    managedRequest<Volunteer>(
      'DELETE',
      `/api/volunteers/${encodeURIComponent(held.volunteerId)}/shifts/${encodeURIComponent(shiftId)}`,
      held.manageToken,
    ),
  );
