import { apiRequest } from '@client/lib/api-client';
import type { GalleryImage } from '@shared/schemas/gallery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GALLERY_KEY } from './get-gallery';

export type AddGalleryImageInput = {
  imagePath: string;
  title: string;
  caption: string;
  eventId: string | null;
};

/** POST /api/admin/gallery { imagePath, title?, caption?, eventId? } for an uploaded file. */
export const addGalleryImage = ({ imagePath, title, caption, eventId }: AddGalleryImageInput) =>
  apiRequest<GalleryImage>('POST', '/api/admin/gallery', {
    imagePath,
    title: title.trim() || undefined,
    caption: caption.trim() || undefined,
    eventId: eventId ?? undefined,
  });

export function useAddGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGalleryImage,
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: GALLERY_KEY }),
        // The event's own photo list is keyed by its slug: refresh every event's images.
        input.eventId ? queryClient.invalidateQueries({ queryKey: ['/api/events'] }) : undefined,
      ]),
  });
}
