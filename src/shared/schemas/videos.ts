import { z } from 'zod';

export const eventVideoSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  title: z.string().nullable(),
  videoUrl: z.string(),
  createdAt: z.string(),
});
export type EventVideo = z.infer<typeof eventVideoSchema>;
