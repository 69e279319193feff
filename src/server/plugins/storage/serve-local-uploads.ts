import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Serves stored images from local disk at /uploads/. Only processed images are reachable (pending uploads are
// not), each with the type its extension (which we chose) says, never sniffed and never as a page.

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
};

const SERVABLE = /^\/images\/[0-9a-z-]+\/[0-9a-z_-]+\.(webp|jpe?g|png|gif|avif)$/i;

export async function serveLocalUploads(app: FastifyInstance, options: { root: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    serveDotFiles: false,
    // Every stored file has a key that is never reused (images/<uuid>/...), so it can be cached for good.
    cacheControl: false,
    allowedPath: (pathName) => SERVABLE.test(pathName),
    setHeaders: (reply, filePath) => {
      const ext = filePath.slice(filePath.lastIndexOf('.') + 1).toLowerCase();
      reply.header('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Disposition', 'inline');
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      // Opened directly, a stored file may do nothing but show itself.
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    },
  });
}
