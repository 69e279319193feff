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

/** `GET /api/gallery?event={slug}`: one event's album; without it, every photo. */
export const galleryQuerySchema = z.object({
  event: z
    .string()
    .trim()
    .min(1, 'Event must not be empty')
    .max(200, 'Event must be at most 200 characters')
    .optional(),
});

/** An album: a published event that has photos in the gallery (`GET /api/gallery/albums`). */
export const galleryAlbumSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** The event's start, ISO 8601. */
  date: z.string(),
  imageCount: z.number().int(),
});
export type GalleryAlbum = z.infer<typeof galleryAlbumSchema>;
