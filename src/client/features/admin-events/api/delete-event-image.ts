import { apiRequest } from '@client/lib/api-client';
import { eventImagesKey } from '@client/lib/event-media-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const deleteEventImage = (id: string) =>
  apiRequest<void>('DELETE', `/api/admin/gallery/${encodeURIComponent(id)}`);

export function useDeleteEventImage(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEventImage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventImagesKey(slug) }),
        queryClient.invalidateQueries({ queryKey: ['/api/gallery'] }),
      ]),
  });
}
