import { z } from 'zod';
import { imageVariantSchema } from './common';

export const galleryImageSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  caption: z.string().nullable(),
  imagePath: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z.array(imageVariantSchema),
  eventId: z.string().nullable(),
  createdAt: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;
