import type { GalleryImage } from '@shared/schemas/gallery';
import type { EventVideo } from '@shared/schemas/videos';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const eventImagesQuery = (slugOrId: string) =>
  queryOptions<GalleryImage[]>({ queryKey: ['/api/events', encodeURIComponent(slugOrId), 'images'] });

export const eventVideosQuery = (slugOrId: string) =>
  queryOptions<EventVideo[]>({ queryKey: ['/api/events', encodeURIComponent(slugOrId), 'videos'] });

export const useEventImages = (slugOrId: string | undefined) =>
  useQuery({ ...eventImagesQuery(slugOrId ?? ''), enabled: Boolean(slugOrId) });

export const useEventVideos = (slugOrId: string | undefined) =>
  useQuery({ ...eventVideosQuery(slugOrId ?? ''), enabled: Boolean(slugOrId) });
