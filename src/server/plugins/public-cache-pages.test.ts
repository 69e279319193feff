import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../test/auth';
import { clientBuildOptions, ensureClientBuild } from '../../../test/client-build';
import { insertEvent, insertGalleryImage } from '../../../test/fixtures';
import { useTestApp } from '../../../test/test-app';

// The public cache with the real server-rendered pages: keys are normalised URLs, unknown paths share one 404 page,
// and a cached page goes when an admin changes what it shows.

const event = {
  title: 'Cached Diwali Night',
  date: '2030-10-20',
  venue: 'Community Hall',
  address: '1 Main Street, Tracy, CA',
};

describe('public cache of server-rendered pages', () => {
  // Before the app is built (in the block below): it loads the renderer from the build.
  beforeAll(ensureClientBuild, 600_000);

  it('renders with the production build the site serves, not a development one', () => {
    // A development build (Vite building for a test runner's NODE_ENV) imports React's development JSX runtime.
    expect(fs.readFileSync(clientBuildOptions.serverEntry, 'utf8')).not.toContain('jsx-dev-runtime');
  });
  describe('of an event', () => {
    const t = useTestApp({}, { publicCache: true, ssr: clientBuildOptions });
    let admin: Record<string, string>;
    let created: { id: string; slug: string };
    beforeAll(async () => {
      ({ headers: admin } = await loginAsAdmin(t.app));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/events',
        headers: admin,
        payload: event,
      });
      expect(res.statusCode, res.body).toBe(201);
      created = res.json();
    });

    const get = (url: string) => t.app.inject({ url });
    /**
     * The answer once it is served from the cache. On PostgreSQL the invalidation an admin write sends reaches the
     * instance itself a moment later (NOTIFY), and may drop what was cached just before it.
     */
    const cached = async (url: string) => {
      for (let tries = 0; tries < 100; tries++) {
        const res = await get(url);
        if (res.headers['x-cache'] === 'HIT') return res;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`${url} never served from the cache`);
    };

    it('renders an event page once for every query string it does not read (?v=1, ?v=2...)', async () => {
      const page = `/events/${created.slug}`;
      const first = await cached(page);
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain(event.title);
      const before = t.app.publicCacheStats();
      for (let v = 1; v <= 50; v++) {
        const res = await get(`${page}?v=${v}&utm_source=flyer`);
        expect(res.headers['x-cache'], `?v=${v}`).toBe('HIT');
        expect(res.body).toBe(first.body);
      }
      // The manage link's token is not read on the server either: the page is the same for everyone.
      expect((await get(`${page}?manage=abc.def`)).headers['x-cache']).toBe('HIT');
      // Nor a link's source tag: the page reads it in the browser only.
      expect((await get(`${page}?src=qr`)).headers['x-cache']).toBe('HIT');
      expect(t.app.publicCacheStats()).toEqual(before);
    });

    it('keys an API read by the parameters its route declares, and only those', async () => {
      await cached('/api/events');
      const before = t.app.publicCacheStats();
      for (let x = 0; x < 50; x++) expect((await get(`/api/events?x=${x}`)).headers['x-cache']).toBe('HIT');
      expect(t.app.publicCacheStats()).toEqual(before);
      // `when` is declared (eventListQuerySchema): past events are another answer, kept on their own.
      const past = await get('/api/events?when=past&x=1');
      expect(past.headers['x-cache']).toBe('MISS');
      expect((await get('/api/events?x=2&when=past')).headers['x-cache']).toBe('HIT');
      expect(t.app.publicCacheStats().fills).toBe(before.fills + 1);
    });

    it('keeps one 404 page for every unknown path: 1,000 made-up paths do not push the event page out', async () => {
      const page = `/events/${created.slug}`;
      await cached(page);
      const before = t.app.publicCacheStats();
      let notFound = '';
      for (let i = 0; i < 1_000; i++) {
        const res = await get(`/made-up-${i}${i % 2 ? `?q=${i}` : ''}`);
        expect(res.statusCode).toBe(404);
        if (i === 0) notFound = res.body;
        else expect(res.body, `/made-up-${i}`).toBe(notFound);
      }
      expect(notFound).toContain('404 Page Not Found');
      expect(notFound).not.toContain('made-up-0');
      const after = t.app.publicCacheStats();
      // One page rendered, one entry kept, for all of them.
      expect(after.fills).toBe(before.fills + 1);
      expect(after.entries).toBe(before.entries + 1);
      expect((await get(page)).headers['x-cache']).toBe('HIT');
    }, 120_000);

    it('renders and caches an album (/gallery?event=) apart from the whole gallery', async () => {
      await insertGalleryImage(t.database, { eventId: created.id, title: 'Album lamp photo' });
      await insertGalleryImage(t.database, { title: 'Photo in no album' });
      const album = await get(`/gallery?event=${created.slug}&v=1`);
      expect(album.statusCode).toBe(200);
      expect(album.body).toContain('Album lamp photo');
      expect(album.body).not.toContain('Photo in no album');
      const whole = await get('/gallery?v=2');
      expect(whole.body).toContain('Photo in no album');
      expect((await cached(`/gallery?event=${created.slug}`)).body).not.toContain('Photo in no album');
    });

    it('drops a cached page when an admin edits what it shows: the next visitor sees the new title', async () => {
      const page = `/events/${created.slug}`;
      await cached(page);
      const edited = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/events/${created.id}`,
        headers: admin,
        payload: { ...event, title: 'Renamed Diwali Night' },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const after = await get(`${page}?v=after-edit`);
      expect(after.headers['x-cache']).toBe('MISS');
      expect(after.body).toContain('Renamed Diwali Night');
      expect(after.body).not.toContain(event.title);
    });
  });
  describe('and made-up spellings of what visitors read', () => {
    // Small: its pages are some 80 KB each, so the made-up ones below would fill it several times over.
    const maxBytes = 2 * 1024 * 1024;
    const t = useTestApp({}, { publicCache: { maxBytes }, ssr: clientBuildOptions });
    let slug: string;
    let id: string;
    beforeAll(async () => {
      // Rows first, before anything is cached: they are written behind the cache's back.
      const event = await insertEvent(t.database, 20, { slug: 'holi-festival', title: 'Holi Festival' });
      ({ slug, id } = event);
      await insertGalleryImage(t.database, { eventId: id, title: 'Colours in the air' });
    });
    const get = (url: string) => t.app.inject({ url });
    /** `holi-festival` with its letters' case from the bits of n: 5 -> `HoLi-festival`. */
    const caseVariant = (text: string, n: number) =>
      [...text].map((c, i) => ((n >> i) & 1 ? c.toUpperCase() : c)).join('');
    /** The path with its n-th character percent-encoded. */
    const percentVariant = (text: string, n: number) =>
      [...text].map((c, i) => (i === n % text.length ? `%${c.charCodeAt(0).toString(16)}` : c)).join('');

    it('answers another spelling of a public address with a 301 to its one spelling, the query kept', async () => {
      const redirects: [string, string][] = [
        [`/Events/${slug}`, `/events/${slug}`],
        [`/events/${slug}/`, `/events/${slug}`],
        [`/EVENTS/HOLI-Festival?manage=abc.DEF`, `/events/${slug}?manage=abc.DEF`],
        [`/events/%68oli-festival`, `/events/${slug}`],
        ['/Gallery?event=Holi', '/gallery?event=Holi'],
        ['/events/', '/events'],
        [`/api/events/${slug.toUpperCase()}`, `/api/events/${slug}`],
        [`/api/events/${id.toUpperCase()}/images`, `/api/events/${id}/images`],
        ['/api/%65vents?when=past', '/api/events?when=past'],
      ];
      for (const [from, to] of redirects) {
        const res = await get(from);
        expect(res.statusCode, from).toBe(301);
        expect(res.headers.location, from).toBe(to);
      }
      // Made-up paths are no page under any spelling: they share the one 404 page, and lead nowhere.
      for (const url of ['/Made-Up', '/made-up/', '//Events', '/%2FEvents']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers.location, url).toBeUndefined();
      }
      expect((await get('/MADE-UP-again')).headers['x-cache']).toBe('HIT');
    });

    it('reads one value of a parameter, the first: ?event=a&event=b is ?event=a', async () => {
      const album = await get(`/gallery?event=${slug}`);
      expect(album.body).toContain('Colours in the air');
      const twice = await get(`/gallery?event=${slug}&event=made-up`);
      expect(twice.headers['x-cache']).toBe('HIT');
      expect(twice.body).toBe(album.body);

      const images = await get(`/api/gallery?event=${slug}`);
      const repeated = await get(`/api/gallery?event=${slug}&event=made-up&event=`);
      expect(repeated.statusCode, repeated.body).toBe(200);
      expect(repeated.body).toBe(images.body);
      expect(repeated.headers['x-cache']).toBe('HIT');
      const past = await get('/api/events?when=past');
      expect((await get('/api/events?when=past&when=upcoming')).body).toBe(past.body);
    });

    it('keeps /, /api/events and the event page while made-up variants flood it, each asked for twice', async () => {
      const read = ['/', '/api/events', `/events/${slug}`];
      for (let visit = 0; visit < 3; visit++) for (const url of read) await get(url);
      const flood = (i: number) => [
        `/gallery?event=${slug}&event=made-up-${i}`,
        // Spaces around the album's name: the same album, but no rule can say so of every parameter.
        `/gallery?event=${'+'.repeat(i + 1)}${slug}`,
        `/Events/${caseVariant(slug, i + 1)}`,
        `/events/${percentVariant(slug, i)}`,
        `/api/events/${caseVariant(id, i + 1)}`,
        `/api/events/made-up-${i}`,
        `/made-up-${i}`,
      ];
      for (let i = 0; i < 40; i++)
        for (const url of flood(i)) for (let again = 0; again < 2; again++) await get(url);
      for (const url of read) expect((await get(url)).headers['x-cache'], url).toBe('HIT');
      expect(t.app.publicCacheStats().bytes).toBeLessThanOrEqual(maxBytes);
    }, 120_000);
  });
});
