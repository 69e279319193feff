import { apiRequest } from '@client/lib/api-client';
import { eventImagesKey } from '@client/lib/event-media-keys';
import type { GalleryImage } from '@shared/schemas/gallery';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type AddEventImageInput = { eventId: string; imagePath: string; title: string; caption: string };

/** Record an uploaded file as an image of the event (POST /api/admin/gallery with eventId). */
export const addEventImage = ({ eventId, imagePath, title, caption }: AddEventImageInput) =>
  apiRequest<GalleryImage>('POST', '/api/admin/gallery', {
    imagePath,
    title: title.trim() || undefined,
    caption: caption.trim() || undefined,
    eventId,
  });

export function useAddEventImage(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEventImage,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventImagesKey(slug) }),
        queryClient.invalidateQueries({ queryKey: ['/api/gallery'] }),
      ]),
  });
}
