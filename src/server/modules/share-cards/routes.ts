import { langQuerySchema } from '@shared/schemas/content-translations';
import { eventSchema } from '@shared/schemas/events';
import { shareCardFacts, shareCardVersion } from '@shared/share-card';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderShareCard } from '../../artwork/render-share-card';
import { HttpError } from '../../lib/http-error';
import { siteSettingsReader } from '../settings/site-settings';

const PICTURE_TIMEOUT_MS = 10_000;

/** A picture's bytes: one of this site's own URLs answered in process, another site's fetched. */
async function loadPicture(app: FastifyInstance, url: string): Promise<Buffer | null> {
  if (url.startsWith('/')) {
    const res = await app.inject({ method: 'GET', url });
    return res.statusCode === 200 ? res.rawPayload : null;
  }
  const res = await fetch(url, { signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS) }).catch(() => null);
  return res?.ok ? Buffer.from(await res.arrayBuffer()) : null;
}

/**
 * GET /events/:slug/share.jpg: the event's 1200×630 link-preview card (its og:image and twitter:image). Drawn
 * once per version of what it shows (title, date, venue, group name, picture) and kept on disk; the page links it
 * with ?v=<that version>, so an edit gives a new URL that apps fetch anew. `?lang=hi|es` is the card of the
 * event's page in that language (its title as written in it, its date in its words); the public cache keeps one
 * per language, as `lang` is a declared parameter.
 */
export const shareCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = siteSettingsReader(app.database.db);

  app.get(
    '/events/:slug/share.jpg',
    {
      schema: {
        params: z.object({ slug: z.string().min(1).max(200) }),
        querystring: z.object({ lang: langQuerySchema, v: z.string().max(20).optional() }),
      },
    },
    async (request, reply) => {
      // The public API's answer: drafts are 404, and the artwork is the one the event's page shows.
      const { lang } = request.query;
      const res = await app.inject({
        method: 'GET',
        url: `/api/events/${encodeURIComponent(request.params.slug)}?lang=${lang}`,
      });
      if (res.statusCode === 404) throw new HttpError(404, 'Event not found');
      if (res.statusCode !== 200) throw new HttpError(res.statusCode, 'The event could not be loaded');
      const event = eventSchema.parse(res.json());
      // An old address of the event: the card lives at its current one.
      if (event.slug !== request.params.slug) {
        const at = request.url.indexOf('?');
        const search = at === -1 ? '' : request.url.slice(at);
        return reply.redirect(`/events/${encodeURIComponent(event.slug)}/share.jpg${search}`, 301);
      }
      const { groupName } = await settings.get();
      const facts = shareCardFacts(event, groupName, app.config.siteTimezone, lang);
      const version = shareCardVersion(facts);
      const card = await app.renderedImages.get(`share-${version}.jpg`, async () => {
        const picture = await loadPicture(app, facts.picture);
        const fallback = picture ?? (await loadPicture(app, `/artwork/${event.artwork}-1600.webp`));
        if (!fallback) throw new Error(`no picture for the share card of ${event.slug}`);
        return renderShareCard(facts, fallback);
      });
      return reply
        .header('Content-Type', 'image/jpeg')
        .header(
          'Cache-Control',
          request.query.v === version ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        )
        .send(card);
    },
  );
};
