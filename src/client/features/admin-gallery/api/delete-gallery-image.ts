import { apiRequest } from '@client/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GALLERY_KEY } from './get-gallery';

export const deleteGalleryImage = (id: string) =>
  apiRequest<void>('DELETE', `/api/admin/gallery/${encodeURIComponent(id)}`);

export function useDeleteGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryImage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: GALLERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/events'] }),
      ]),
  });
}
