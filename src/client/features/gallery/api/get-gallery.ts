import type { GalleryImage } from '@shared/schemas/gallery';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every photo, or one event's album (`/api/gallery?event={slug}`). */
export const galleryQuery = (eventSlug?: string) =>
  queryOptions<GalleryImage[]>({
    queryKey: [eventSlug ? `/api/gallery?event=${encodeURIComponent(eventSlug)}` : '/api/gallery'],
  });

export const useGallery = (eventSlug?: string) => useQuery(galleryQuery(eventSlug));
