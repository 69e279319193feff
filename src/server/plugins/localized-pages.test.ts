import { beforeAll, describe, expect, it } from 'vitest';
import { clientBuildOptions, ensureClientBuild } from '../../../test/client-build';
import { insertEvent } from '../../../test/fixtures';
import { useTestApp } from '../../../test/test-app';

// Pages in every language: the /hi and /es prefixes render the same pages in Hindi and Spanish, each naming its
// address in every language, and the public cache keeps each language's page apart and never varies a page by the
// visitor's Accept-Language.

describe('pages in other languages', () => {
  // Before the app is built (in the block below): it loads the renderer from the build.
  beforeAll(ensureClientBuild, 600_000);
  describe('with the public cache', () => {
    const t = useTestApp({}, { publicCache: true, ssr: clientBuildOptions });
    let event: { id: string; slug: string };
    beforeAll(async () => {
      event = await insertEvent(t.database, 20, { title: 'Language Night', slug: 'language-night' });
    });

    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
    const links = (body: string) =>
      [...body.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)"/g)]
        .filter(([, , lang, href]) => lang !== undefined || href?.startsWith('http'))
        .map(([, rel, lang, href]) =>
          `${rel} ${lang ?? ''} ${new URL(href ?? '').pathname}`.replace('  ', ' '),
        );

    /** A page's canonical address, then its address in each language and the default's (the English one). */
    const everyLanguage = (canonical: string, english: string) => [
      `canonical ${canonical}`,
      `alternate en ${english}`,
      `alternate hi /hi${english === '/' ? '' : english}`,
      `alternate es /es${english === '/' ? '' : english}`,
      `alternate x-default ${english}`,
    ];

    it('renders /hi/events in Hindi: html lang, title, canonical and the alternates in every language', async () => {
      const res = await get('/hi/events');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="hi">');
      expect(res.body).toMatch(/<title>सामुदायिक कार्यक्रम \| [^<]+<\/title>/);
      expect(res.body).toContain('href="/hi/gallery"');
      expect(links(res.body)).toEqual(everyLanguage('/hi/events', '/events'));
    });

    it('renders an event page and the home page in Spanish under /es', async () => {
      const page = await get(`/es/events/${event.slug}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="es">');
      expect(page.body).toContain('Language Night');
      expect(links(page.body)[0]).toBe(`canonical /es/events/${event.slug}`);
      const home = await get('/es');
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('Próxima celebración');
      expect(links(home.body)).toEqual(everyLanguage('/es', '/'));
      // The prefix with a slash is another spelling of the same page.
      const slashed = await get('/es/');
      expect(slashed.statusCode).toBe(301);
      expect(slashed.headers.location).toBe('/es');
    });

    it('keeps the English pages as they were, with their alternates', async () => {
      const res = await get('/gallery');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toContain('<title>Community Gallery | ');
      expect(res.body).toContain('Moments from our festivals and gatherings.');
      expect(links(res.body)).toEqual(everyLanguage('/gallery', '/gallery'));
    });

    it('redirects an event asked for by its id to its address in the same language', async () => {
      const res = await get(`/hi/events/${event.id}?src=qr`);
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`/hi/events/${event.slug}?src=qr`);
    });

    it('answers the 404 page for an unknown language, an unknown page under a language, and the admin under one', async () => {
      for (const url of [
        '/fr/events',
        '/hi/no-such-page',
        '/hi/admin',
        '/es/admin/reports',
        '/english/events',
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).toContain('<html lang="en">');
        expect(res.body, url).toContain('404 Page Not Found');
        // One page for every unknown path: its language links lead to each language's home page.
        expect(res.body, url).toContain('href="/hi" hrefLang="hi"');
        expect(res.body, url).not.toContain(`${url}"`);
      }
    });

    it('caches each language apart and never by Accept-Language', async () => {
      const english = await get('/contact', { 'accept-language': 'hi-IN,hi;q=0.9' });
      expect(english.body).toContain('Get in Touch');
      expect(english.headers.vary ?? '').not.toMatch(/accept-language/i);
      const spanish = await get('/es/contact', { 'accept-language': 'en-US' });
      expect(spanish.body).toContain('Ponte en contacto');
      for (const [url, text, language] of [
        ['/contact', 'Get in Touch', 'es'],
        ['/es/contact', 'Ponte en contacto', 'en'],
      ] as const) {
        const again = await get(url, { 'accept-language': language });
        expect(again.headers['x-cache'], url).toBe('HIT');
        expect(again.body, url).toContain(text);
      }
      // ?lang is no parameter of a page: it neither changes the language nor makes another entry.
      const withLang = await get('/contact?lang=hi');
      expect(withLang.headers['x-cache']).toBe('HIT');
      expect(withLang.body).toBe(english.body);
    });
  });
});
