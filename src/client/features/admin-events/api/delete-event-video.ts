import { apiRequest } from '@client/lib/api-client';
import { eventVideosKey } from '@client/lib/event-media-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const deleteEventVideo = (id: string) =>
  apiRequest<void>('DELETE', `/api/admin/events/videos/${encodeURIComponent(id)}`);

export function useDeleteEventVideo(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEventVideo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventVideosKey(slug) }),
  });
}
