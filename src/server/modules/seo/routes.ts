import { fileResponseSchema } from '@shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteUrlOf } from '../../lib/site-url';
import { xmlEscape } from '../../lib/xml';
import { eventsReader } from '../events/events-service';

const STATIC_PAGES = ['/', '/events', '/gallery', '/contact'];

/** Search-engine files and the little the browser needs to know about the deployment. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const eventsRepo = eventsReader(app.database.db, app.config.siteTimezone);

  app.get(
    '/api/site-config',
    {
      schema: {
        response: {
          200: z.object({ publicUrl: z.string().nullable(), timeZone: z.string(), mailEnabled: z.boolean() }),
        },
      },
    },
    // mailEnabled: mail leaves the server (SMTP_URL and a proper sender); forms promise an email only then.
    async () => ({
      publicUrl: app.config.publicUrl ?? null,
      timeZone: app.config.siteTimezone,
      mailEnabled: app.mail.delivery === 'smtp' && app.mail.sender.problem === null,
    }),
  );

  app.get('/robots.txt', { schema: { response: { 200: fileResponseSchema } } }, async (request, reply) => {
    reply.header('Content-Type', 'text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${siteUrlOf(request)}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', { schema: { response: { 200: fileResponseSchema } } }, async (request, reply) => {
    const origin = siteUrlOf(request);
    const events = await eventsRepo.list('all');
    const urls = [
      ...STATIC_PAGES.map((path) => ({ loc: `${origin}${path}`, lastmod: undefined as string | undefined })),
      ...events.map((event) => ({
        loc: `${origin}/events/${encodeURIComponent(event.slug)}`,
        lastmod: new Date(event.updatedAt).toISOString(),
      })),
    ];
    const body = urls
      .map(
        ({ loc, lastmod }) =>
          `  <url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
      )
      .join('\n');
    reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
  });
};
