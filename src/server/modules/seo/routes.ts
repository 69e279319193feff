import { DEFAULT_LOCALE, LOCALES, localizedPath } from '@shared/i18n/locales';
import { fileResponseSchema } from '@shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteUrlOf } from '../../lib/site-url';
import { xmlEscape } from '../../lib/xml';
import { eventsReader } from '../events/events-service';

const STATIC_PAGES = ['/', '/events', '/gallery', '/contact'];

/**
 * A page's entries in the sitemap: its address in every language, each listing the page in all of them
 * (`xhtml:link rel="alternate" hreflang`) and the English one as `x-default`, as the pages' own heads do.
 */
function pageEntries(origin: string, path: string, lastmod: string | undefined): string[] {
  const href = (code: (typeof LOCALES)[number]['code']) => xmlEscape(`${origin}${localizedPath(code, path)}`);
  const alternates = [
    ...LOCALES.map(({ code }) => `<xhtml:link rel="alternate" hreflang="${code}" href="${href(code)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}"/>`,
  ].join('');
  return LOCALES.map(
    ({ code }) =>
      `  <url><loc>${href(code)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`,
  );
}

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
    const body = [
      ...STATIC_PAGES.flatMap((path) => pageEntries(origin, path, undefined)),
      ...events.flatMap((event) =>
        pageEntries(
          origin,
          `/events/${encodeURIComponent(event.slug)}`,
          new Date(event.updatedAt).toISOString(),
        ),
      ),
    ].join('\n');
    reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
  });
};
