import type { Event } from '@shared/schemas/events';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const featuredEventQuery = () => queryOptions<Event | null>({ queryKey: ['/api/events/featured'] });

export const useFeaturedEvent = () => useQuery(featuredEventQuery());
