import { z } from 'zod';
import { isYouTubeUrl } from '../youtube';

export const VIDEO_URL_REQUIRED_MESSAGE = 'Please enter a YouTube URL.';
export const VIDEO_URL_INVALID_MESSAGE =
  'Please enter a YouTube video link (youtube.com/watch, youtu.be, shorts or embed).';

/** POST /api/admin/events/:eventId/videos (URL required, title optional). */
export const videoPayloadSchema = z.strictObject({
  title: z.string().trim().max(200, 'At most 200 characters').nullish(),
  videoUrl: z
    .string({ error: VIDEO_URL_REQUIRED_MESSAGE })
    .trim()
    .min(1, VIDEO_URL_REQUIRED_MESSAGE)
    .max(500, VIDEO_URL_INVALID_MESSAGE)
    .refine(isYouTubeUrl, VIDEO_URL_INVALID_MESSAGE),
});
export type VideoPayload = z.input<typeof videoPayloadSchema>;
