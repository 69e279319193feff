import type { GalleryAlbum } from '@shared/schemas/gallery';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Events with photos, for the gallery's album chooser. */
export const galleryAlbumsQuery = () => queryOptions<GalleryAlbum[]>({ queryKey: ['/api/gallery/albums'] });

export const useGalleryAlbums = () => useQuery(galleryAlbumsQuery());
