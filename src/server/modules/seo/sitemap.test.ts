import { describe, expect, it } from 'vitest';
import { insertEvent } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';

/** The sitemap's entries: each one's address, last change and alternates by hreflang. */
function entries(xml: string) {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, entry = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(entry)?.[1],
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1],
    alternates: Object.fromEntries(
      [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ),
  }));
}

describe('GET /sitemap.xml', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://festival.example' });

  it('lists every page in every language, each with its alternates and the English one as x-default', async () => {
    const event = await insertEvent(t.database, 12, { published: true });
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = entries(res.body);
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    const page = (path: string) => byLoc.get(`https://festival.example${path}`);

    const pages = [
      { en: '/', hi: '/hi', es: '/es' },
      { en: '/events', hi: '/hi/events', es: '/es/events' },
      { en: '/gallery', hi: '/hi/gallery', es: '/es/gallery' },
      { en: '/contact', hi: '/hi/contact', es: '/es/contact' },
      { en: `/events/${event.slug}`, hi: `/hi/events/${event.slug}`, es: `/es/events/${event.slug}` },
    ];
    for (const addresses of pages) {
      const alternates = {
        en: `https://festival.example${addresses.en}`,
        hi: `https://festival.example${addresses.hi}`,
        es: `https://festival.example${addresses.es}`,
        'x-default': `https://festival.example${addresses.en}`,
      };
      for (const path of [addresses.en, addresses.hi, addresses.es]) {
        const entry = page(path);
        expect(entry, path).toBeDefined();
        expect(entry?.alternates, path).toEqual(alternates);
      }
    }
    // An event's pages say when it last changed, in every language.
    const lastmods = [page(`/events/${event.slug}`), page(`/hi/events/${event.slug}`)].map((u) => u?.lastmod);
    expect(lastmods[0]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(lastmods[1]).toBe(lastmods[0]);
    // One entry per address.
    expect(byLoc.size).toBe(urls.length);
  });
});
