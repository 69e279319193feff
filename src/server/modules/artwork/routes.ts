import { ARTWORK_SIZE, ARTWORK_VARIANTS, ARTWORK_WIDTHS, isArtworkMotif } from '@shared/artwork';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderArtwork } from '../../artwork/render-artwork';
import { HttpError } from '../../lib/http-error';

/** `diyas-3-800.webp`: a motif, its variant and the width. */
const ARTWORK_FILE = /^([a-z-]+)-(\d+)-(\d+)\.webp$/;

/**
 * GET /artwork/:file: the generated picture an event without its own image shows (src/shared/artwork.ts). The
 * name says everything the picture depends on, so it is cached by browsers for good; the server draws each name
 * once (rendered-image cache). Only the 72 pictures at the two widths exist: anything else is a 404.
 */
export const artworkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/artwork/:file',
    { schema: { params: z.object({ file: z.string().max(64) }) } },
    async (request, reply) => {
      const match = ARTWORK_FILE.exec(request.params.file);
      const [motif = '', variantText = '', widthText = ''] = match?.slice(1) ?? [];
      const variant = Number(variantText);
      const width = Number(widthText);
      if (
        !match ||
        !isArtworkMotif(motif) ||
        variant >= ARTWORK_VARIANTS ||
        !(ARTWORK_WIDTHS as readonly number[]).includes(width)
      ) {
        throw new HttpError(404, 'Artwork not found');
      }
      const height = Math.round((width * ARTWORK_SIZE.height) / ARTWORK_SIZE.width);
      const image = await app.renderedImages.get(`artwork-${motif}-${variant}-${width}.webp`, () =>
        renderArtwork(motif, variant, width, height),
      );
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(image);
    },
  );
};
