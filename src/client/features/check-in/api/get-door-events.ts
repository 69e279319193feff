import type { Event } from '@shared/schemas/events';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The events a door can admit to: today's and coming ones, the public list (GET /api/events). */
export const doorEventsQuery = () => queryOptions<Event[]>({ queryKey: ['/api/events'] });

export const useDoorEvents = () => useQuery(doorEventsQuery());
