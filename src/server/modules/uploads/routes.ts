import { MAX_UPLOAD_BYTES } from '@shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLocalStorage } from '../../plugins/storage/local-storage';
import { PENDING_PREFIX } from '../../plugins/storage/pending-uploads';

const uploadedSchema = z.object({ objectPath: z.string() });
const refusedSchema = z.object({ message: z.string() });

/**
 * The target of local disk's signed upload URLs: `PUT /uploads/pending/<uuid>?expires=…&max=…&sig=…` streams the
 * body to disk. Public (the signature is the permission; a browser sends it without the CSRF header, so the
 * CSRF check exempts /uploads/). With S3 the browser uploads to the bucket and this route does not exist.
 */
export const uploadTargetRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.storage;
  if (!isLocalStorage(storage)) return;

  // Whatever the declared type, the body reaches the handler as the raw stream (this plugin's scope only):
  // nothing is buffered, and the bytes are judged later by what they are, not by their label.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put(
    '/uploads/pending/:id',
    {
      // The stream is counted against the signed limit as it arrives; this only documents the ceiling.
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: {
        params: z.object({ id: z.uuid() }),
        response: { 200: uploadedSchema, 403: refusedSchema, 413: refusedSchema },
      },
    },
    async (request, reply) => {
      const key = `${PENDING_PREFIX}${request.params.id.toLowerCase()}`;
      const length = Number(request.headers['content-length']);
      // The parser above handed the stream on untouched: read it from the raw request.
      const result = await storage.receiveUpload(
        key,
        request.query as Record<string, unknown>,
        request.raw,
        Number.isSafeInteger(length) ? length : undefined,
      );
      if (!result.ok) {
        // The rest of a refused body is not worth reading: answer and hang up.
        reply.header('Connection', 'close');
        return reply.code(result.status).send({ message: result.message });
      }
      return { objectPath: key };
    },
  );
};
