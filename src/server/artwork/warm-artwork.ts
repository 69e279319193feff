import { ARTWORK_WIDTHS, artworkUrl } from '@shared/artwork';
import type { Event } from '@shared/schemas/events';
import type { FastifyInstance } from 'fastify';

/**
 * Draws the artwork the upcoming events show, in the background after start, so the first visitor gets it from
 * the cache instead of waiting for it to be drawn. Failures are only logged: a picture missed here is drawn on
 * its first request.
 */
export async function warmArtwork(app: FastifyInstance): Promise<void> {
  try {
    const res = await app.inject({ method: 'GET', url: '/api/events' });
    if (res.statusCode !== 200) return;
    const events = res.json<Event[]>().filter((event) => !event.featuredImage);
    for (const event of events) {
      for (const width of ARTWORK_WIDTHS)
        await app.inject({ method: 'GET', url: artworkUrl(event.artwork, width) });
    }
  } catch (err) {
    app.log.warn({ err }, 'could not draw the upcoming events’ artwork ahead');
  }
}
