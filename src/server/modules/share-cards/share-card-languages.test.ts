import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientBuildOptions, ensureClientBuild } from '../../../../test/client-build';
import { insertEvent } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';

// An event page's link preview is the card of the page's language: /hi/events/{slug} names
// /events/{slug}/share.jpg?lang=hi&v=…, drawn with the Hindi title (docs/i18n.md, "Fonts").

/** The share card an event page names as its og:image (site-relative, as requested). */
const ogImage = (html: string) =>
  /<meta property="og:image" content="[^"]*?(\/events\/[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ??
  '';

/** The title's place on a card: the left panel, below the group's name. */
const titleRegion = (jpg: Buffer) =>
  sharp(jpg).extract({ left: 56, top: 120, width: 440, height: 120 }).greyscale().raw().toBuffer();

describe('share cards in the page’s language', () => {
  // Before the app is built (in the block below): it loads the renderer from the build.
  beforeAll(ensureClientBuild, 600_000);
  const t = useTestApp({}, { publicCache: true, ssr: clientBuildOptions });

  it('draws the Hindi page’s card with the Hindi title, kept apart from the English card', async () => {
    const event = await insertEvent(t.database, 20, {
      title: 'Diwali Mela',
      translations: { hi: { title: 'दिवाली मेला 🎆' } },
    });
    const hiPage = await t.app.inject(`/hi/events/${event.slug}`);
    expect(hiPage.statusCode).toBe(200);
    const hiCard = ogImage(hiPage.body);
    expect(hiCard).toMatch(new RegExp(`^/events/${event.slug}/share\\.jpg\\?lang=hi&v=\\w+$`));
    const enCard = ogImage((await t.app.inject(`/events/${event.slug}`)).body);
    expect(enCard).toMatch(new RegExp(`^/events/${event.slug}/share\\.jpg\\?v=\\w+$`));

    const hindi = await t.app.inject(hiCard);
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers['content-type']).toBe('image/jpeg');
    expect(hindi.headers['cache-control']).toContain('immutable');
    expect((await sharp(hindi.rawPayload).metadata()).width).toBe(1200);
    const english = await t.app.inject(enCard);
    expect(english.headers['cache-control']).toContain('immutable');
    expect((await titleRegion(hindi.rawPayload)).equals(await titleRegion(english.rawPayload))).toBe(false);
    // The public cache keeps one card per language: asked again, each is the same picture.
    expect((await t.app.inject(hiCard)).rawPayload.equals(hindi.rawPayload)).toBe(true);
    expect((await t.app.inject(enCard)).rawPayload.equals(english.rawPayload)).toBe(true);

    // Without a Hindi title the Hindi card shows the English one (its date in Hindi).
    const plain = await insertEvent(t.database, 25, { title: 'Kite Day' });
    const plainHi = await t.app.inject(`/events/${plain.slug}/share.jpg?lang=hi`);
    expect(plainHi.statusCode).toBe(200);
  });

  it('answers 400 naming lang for a language the site does not have', async () => {
    const event = await insertEvent(t.database, 20, { title: 'Holi' });
    const res = await t.app.inject(`/events/${event.slug}/share.jpg?lang=fr`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('lang must be one of en, hi, es');
  });
});
