import type { Event } from '@shared/schemas/events';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const eventsQuery = () => queryOptions<Event[]>({ queryKey: ['/api/events'] });

export const useEvents = () => useQuery(eventsQuery());
