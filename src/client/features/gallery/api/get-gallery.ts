import type { GalleryImage } from '@shared/schemas/gallery';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const galleryQuery = () => queryOptions<GalleryImage[]>({ queryKey: ['/api/gallery'] });

export const useGallery = () => useQuery(galleryQuery());
