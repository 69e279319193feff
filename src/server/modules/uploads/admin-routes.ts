import { MAX_UPLOAD_BYTES } from '@shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newPendingKey, PENDING_PREFIX } from '../../plugins/storage/pending-uploads';

/** How long a signed upload URL stays valid: long enough for 10 MB on a slow phone connection, no longer. */
export const UPLOAD_URL_SECONDS = 5 * 60;

const uploadTargetSchema = z.object({
  /** Where the browser PUTs the file (this server's /uploads/pending/… or an S3 presigned URL). */
  uploadURL: z.string(),
  /** What to send as imagePath when creating the image record. */
  objectPath: z.string(),
});

/**
 * Uploads nobody turned into an image (a form abandoned after choosing a file) are removed after a day: long
 * enough for an admin to upload a featured image and finish writing the event before saving it.
 */
export const PENDING_LIFETIME_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * `POST /api/admin/objects/upload` (docs/architecture.md, "Storage"): a one-object, short-lived, size-capped
 * upload URL (admin scope).
 */
export const uploadsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  let lastSweep = 0;
  const sweepAbandonedUploads = () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    app.storage
      .deleteOlderThan(PENDING_PREFIX, new Date(Date.now() - PENDING_LIFETIME_MS))
      .then((count) => count > 0 && app.log.info({ count }, 'removed abandoned uploads'))
      .catch((err: unknown) => app.log.warn({ err }, 'could not remove abandoned uploads'));
  };

  app.post('/objects/upload', { schema: { response: { 200: uploadTargetSchema } } }, async () => {
    // Uploads only start here, so this is when leftovers can pile up: tidied now and then, off the request's path.
    sweepAbandonedUploads();
    const objectPath = newPendingKey();
    const uploadURL = await app.storage.createUploadUrl(objectPath, {
      maxBytes: MAX_UPLOAD_BYTES,
      expiresInSeconds: UPLOAD_URL_SECONDS,
    });
    return { uploadURL, objectPath };
  });
};
