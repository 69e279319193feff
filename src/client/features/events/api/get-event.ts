import type { Event } from '@shared/schemas/events';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** An event by slug or id. */
export const eventQuery = (slugOrId: string) =>
  queryOptions<Event>({
    queryKey: ['/api/events', encodeURIComponent(slugOrId)],
    // A 404 rendered by the server stays a 404 in the browser rather than being fetched again on hydration.
    retryOnMount: false,
  });

export const useEvent = (slugOrId: string) => useQuery(eventQuery(slugOrId));
