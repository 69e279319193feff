import { apiRequest } from '@client/lib/api-client';
import { eventVideosKey } from '@client/lib/event-media-keys';
import type { EventVideo } from '@shared/schemas/videos';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type AddEventVideoInput = { eventId: string; videoUrl: string; title: string };

export const addEventVideo = ({ eventId, videoUrl, title }: AddEventVideoInput) =>
  apiRequest<EventVideo>('POST', `/api/admin/events/${encodeURIComponent(eventId)}/videos`, {
    videoUrl: videoUrl.trim(),
    title: title.trim() || null,
  });

export function useAddEventVideo(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEventVideo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventVideosKey(slug) }),
  });
}
