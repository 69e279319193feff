import type { PublicShift } from '@shared/schemas/volunteers';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/events/:id/shifts: the event's shifts not yet started, in time order, with their spots left. */
export const eventShiftsQuery = (slugOrId: string) =>
  queryOptions<PublicShift[]>({
    queryKey: ['/api/events', encodeURIComponent(slugOrId), 'shifts'],
    retryOnMount: false,
  });

export const useEventShifts = (slugOrId: string | undefined) =>
  useQuery({ ...eventShiftsQuery(slugOrId ?? ''), enabled: Boolean(slugOrId) });
