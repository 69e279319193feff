import type { Event } from '@shared/schemas/events';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const eventsQuery = () => queryOptions<Event[]>({ queryKey: ['/api/events'] });

export const useEvents = () => useQuery(eventsQuery());

/** Events that are over, most recent first (their photos and videos stay findable). */
export const pastEventsQuery = () => queryOptions<Event[]>({ queryKey: ['/api/events?when=past'] });

export const usePastEvents = () => useQuery(pastEventsQuery());
