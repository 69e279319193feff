import { beforeAll, describe, expect, it } from 'vitest';
import { clientBuildOptions, ensureClientBuild } from '../../../../test/client-build';
import { insertEvent } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';
import { siteSettings } from '../../db/schema';

// The pages under /hi and /es are rendered with what the organisers wrote in that language (docs/i18n.md,
// "Content"), English where they wrote nothing; the English pages stay English.

describe('pages with content in their language', () => {
  // Before the app is built (in the block below): it loads the renderer from the build.
  beforeAll(ensureClientBuild, 600_000);
  describe('server-rendered', () => {
    const t = useTestApp({}, { publicCache: true, ssr: clientBuildOptions });
    let event: { id: string; slug: string };
    beforeAll(async () => {
      event = await insertEvent(t.database, 10, {
        title: 'Moonlight Garba',
        slug: 'moonlight-garba',
        description: 'Dance under the moon',
        highlights: ['Live dhol'],
        translations: { hi: { title: 'चाँदनी गरबा' }, es: { title: 'Garba a la luz de la luna' } },
      });
      await t.database.db.insert(siteSettings).values({
        id: 1,
        tagline: 'Music and more',
        translations: { hi: { tagline: 'संगीत और भी बहुत कुछ' } },
      });
    });
    const get = (url: string) => t.app.inject({ url });

    it('renders an event page with its title in the page language, English for the rest and on /events', async () => {
      const hi = await get(`/hi/events/${event.slug}`);
      expect(hi.statusCode).toBe(200);
      expect(hi.body).toMatch(/<title>चाँदनी गरबा \| [^<]+<\/title>/);
      expect(hi.body).toContain('<h1');
      expect(hi.body).toContain('चाँदनी गरबा</h1>');
      expect(hi.body).toContain('Dance under the moon');
      expect(hi.body).toContain('Live dhol');
      const es = await get(`/es/events/${event.slug}`);
      expect(es.body).toContain('Garba a la luz de la luna</h1>');
      const en = await get(`/events/${event.slug}`);
      expect(en.body).toContain('Moonlight Garba</h1>');
      expect(en.body).not.toContain('चाँदनी');
    });

    it('lists the events and shows the tagline in the page language', async () => {
      expect((await get('/hi/events')).body).toContain('चाँदनी गरबा');
      const home = await get('/hi');
      expect(home.body).toContain('संगीत और भी बहुत कुछ');
      expect(home.body).toContain('चाँदनी गरबा');
      // Spanish has no tagline of its own: the English one.
      expect((await get('/es')).body).toContain('Music and more');
      expect((await get('/')).body).not.toContain('संगीत');
    });

    it('leads an event asked by its id to its address in the same language', async () => {
      const res = await get(`/hi/events/${event.id}`);
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`/hi/events/${event.slug}`);
    });
  });
});
