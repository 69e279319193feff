import { z } from 'zod';

/** A shareable download link of an event's registrations CSV (docs/product-rules.md, "Downloads"). */
export const downloadLinkSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  token: z.string(),
  /** The share URL: the site origin plus /download/{token}. */
  url: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

/** POST /api/admin/events/:id/download-link takes an empty body (or none). */
export const createDownloadLinkSchema = z.strictObject({}).nullish();
