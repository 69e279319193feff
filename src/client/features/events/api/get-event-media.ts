import { eventImagesKey, eventVideosKey } from '@client/lib/event-media-keys';
import type { GalleryImage } from '@shared/schemas/gallery';
import type { EventVideo } from '@shared/schemas/videos';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const eventImagesQuery = (slugOrId: string) =>
  queryOptions<GalleryImage[]>({ queryKey: eventImagesKey(slugOrId) });

export const eventVideosQuery = (slugOrId: string) =>
  queryOptions<EventVideo[]>({ queryKey: eventVideosKey(slugOrId) });

export const useEventImages = (slugOrId: string | undefined) =>
  useQuery({ ...eventImagesQuery(slugOrId ?? ''), enabled: Boolean(slugOrId) });

export const useEventVideos = (slugOrId: string | undefined) =>
  useQuery({ ...eventVideosQuery(slugOrId ?? ''), enabled: Boolean(slugOrId) });
