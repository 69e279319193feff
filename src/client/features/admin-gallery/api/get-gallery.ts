import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import type { GalleryImage } from '@shared/schemas/gallery';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The public gallery key: admin changes show on /gallery at once. */
export const GALLERY_KEY = ['/api/gallery'] as const;

export const galleryQuery = () =>
  queryOptions({
    queryKey: GALLERY_KEY,
    queryFn: () => apiGet<GalleryImage[]>('/api/gallery'),
    retry: adminRetry,
  });

export const useGallery = () => useQuery(galleryQuery());
