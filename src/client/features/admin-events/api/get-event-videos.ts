import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import { eventVideosKey } from '@client/lib/event-media-keys';
import type { EventVideo } from '@shared/schemas/videos';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const eventVideosQuery = (slug: string) =>
  queryOptions({
    queryKey: eventVideosKey(slug),
    queryFn: () => apiGet<EventVideo[]>(`/api/events/${encodeURIComponent(slug)}/videos`),
    retry: adminRetry,
  });

export const useEventVideos = (slug: string) => useQuery(eventVideosQuery(slug));
