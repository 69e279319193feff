import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import { eventImagesKey } from '@client/lib/event-media-keys';
import type { GalleryImage } from '@shared/schemas/gallery';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const eventImagesQuery = (slug: string) =>
  queryOptions({
    queryKey: eventImagesKey(slug),
    queryFn: () => apiGet<GalleryImage[]>(`/api/events/${encodeURIComponent(slug)}/images`),
    retry: adminRetry,
  });

export const useEventImages = (slug: string) => useQuery(eventImagesQuery(slug));
