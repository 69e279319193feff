import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../test/auth';
import { insertEvent, insertGalleryImage } from '../../../test/fixtures';
import { saveSettingsWith } from '../../../test/settings';
import { useTestApp } from '../../../test/test-app';
import { contactMessages, siteSettings, stallApplications } from '../db/schema';

const waitFor = async (check: () => Promise<boolean>, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('public read cache', () => {
  // Two app instances on one database, as behind a load balancer.
  const one = useTestApp({}, { publicCache: true });
  const two = useTestApp({}, { publicCache: true });

  it('serves a repeat read from memory with the same strong ETag, and 304 when the client has it', async () => {
    const first = await one.app.inject('/api/settings');
    expect(first.headers['x-cache']).toBe('MISS');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const second = await one.app.inject('/api/settings');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers.etag).toBe(etag);
    expect(second.body).toBe(first.body);

    const revalidated = await one.app.inject({ url: '/api/settings', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('drops cached answers on every instance when content changes through one of them', async () => {
    await one.app.inject('/api/settings');
    await two.app.inject('/api/settings');
    await one.database.db
      .insert(siteSettings)
      .values({ id: 1, groupName: 'Sangam', tagline: 'Together' })
      .onConflictDoUpdate({ target: siteSettings.id, set: { groupName: 'Sangam' } });
    // Still the cached answer: nothing told the instances yet.
    expect((await two.app.inject('/api/settings')).json().groupName).toBe('Aarohi');

    await one.app.invalidatePublicCache();
    expect((await one.app.inject('/api/settings')).json().groupName).toBe('Sangam');
    await waitFor(async () => (await two.app.inject('/api/settings')).json().groupName === 'Sangam');
  });
});

describe('public read compression', () => {
  const t = useTestApp({}, { publicCache: true });

  it('sends large answers brotli- or gzip-compressed, with their own ETags, and small ones plain', async () => {
    await insertEvent(t.database, 5, {
      description: 'Music, dance and food for the whole family. '.repeat(40),
    });
    const plain = await t.app.inject('/api/events');
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const br = await t.app.inject({
      url: '/api/events',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);
    expect(br.headers.etag).not.toBe(plain.headers.etag);

    const gzip = await t.app.inject({ url: '/api/events', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const again = await t.app.inject({
      url: '/api/events',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const small = await t.app.inject({ url: '/api/gallery', headers: { 'accept-encoding': 'br' } });
    expect(small.body).toBe('[]');
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('public read cache and private answers', () => {
  const t = useTestApp({}, { publicCache: true });

  it('never replays an admin answer to a visitor, however the path is spelled', async () => {
    const { headers } = await loginAsAdmin(t.app);
    for (const url of ['/api/admin/contact-messages', '/api/%61dmin/contact-messages', '/api/admin/events']) {
      const signedIn = await t.app.inject({ url, headers });
      expect(signedIn.statusCode, url).toBe(200);
      expect(signedIn.headers['cache-control']).toBe('no-store');
      const visitor = await t.app.inject({ url });
      expect(visitor.statusCode, url).toBe(401);
    }
  });

  it('keeps what visitors read while made-up paths fill it: least recently used entries go first', async () => {
    await t.app.inject('/api/settings');
    for (let i = 0; i < 1_200; i++) {
      await t.app.inject(`/made-up-${i}`);
      if (i % 100 === 99)
        expect((await t.app.inject('/api/settings')).headers['x-cache'], `after ${i}`).toBe('HIT');
    }
  });

  it('never lets a forged Host plant its links in what others are sent', async () => {
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      const forged = await t.app.inject({ url, headers: { host: 'evil.example' } });
      expect(forged.statusCode).toBe(200);
      expect(forged.body).not.toContain('evil.example');
      const honest = await t.app.inject({ url, headers: { host: 'festival.example.org' } });
      expect(honest.headers['x-cache']).toBe('HIT');
      expect(honest.body).not.toContain('evil.example');
    }
  });

  it('keeps cached answers through admin writes visitors never see, and drops them for those they do', async () => {
    const { headers } = await loginAsAdmin(t.app);
    const [message] = await t.database.db
      .insert(contactMessages)
      .values({
        firstName: 'Meera',
        lastName: 'Shah',
        email: 'm@example.com',
        subject: 'feedback',
        message: 'Hello there!',
      })
      .returning();
    await t.app.inject('/api/settings');
    expect((await t.app.inject('/api/settings')).headers['x-cache']).toBe('HIT');

    const read = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/contact-messages/${message?.id}`,
      headers,
      payload: { handled: true },
    });
    expect(read.statusCode).toBe(200);
    expect((await t.app.inject('/api/settings')).headers['x-cache']).toBe('HIT');

    const saved = await saveSettingsWith(t.app, headers, { tagline: 'Celebrating together' });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await t.app.inject('/api/settings');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.json().tagline).toBe('Celebrating together');
  });

  it('drops the cached vendors list when a stall decision changes it', async () => {
    const { headers } = await loginAsAdmin(t.app);
    const event = await insertEvent(t.database, 5, { acceptStallApplications: true });
    const [application] = await t.database.db
      .insert(stallApplications)
      .values({
        eventId: event.id,
        businessName: 'Cached Chai',
        contactPerson: 'Ravi',
        email: 'cached@example.org',
        phone: '2095550100',
        businessType: 'Food',
        productsServices: 'Tea and snacks',
        listPublicly: true,
      })
      .returning();
    const url = `/api/events/${event.slug}/vendors`;
    await t.app.inject(url);
    expect((await t.app.inject(url)).headers['x-cache']).toBe('HIT');
    const decided = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/stall-applications/${application?.id}`,
      headers,
      payload: { status: 'approved' },
    });
    expect(decided.statusCode).toBe(200);
    const after = await t.app.inject(url);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.json()).toEqual([
      { businessName: 'Cached Chai', businessType: 'Food', productsServices: 'Tea and snacks' },
    ]);
  });

  it('does not fill the cache from a signed-in request', async () => {
    const { headers } = await loginAsAdmin(t.app);
    await t.app.inject({ url: '/api/gallery', headers });
    expect((await t.app.inject('/api/gallery')).headers['x-cache']).toBe('MISS');
  });
});

describe('public read cache and made-up variants of API reads', () => {
  // Small: an event here is some 3 KB, so the made-up variants below would fill it several times over.
  const maxBytes = 64 * 1024;
  const t = useTestApp({}, { publicCache: { maxBytes } });
  /** The text with its letters' case from the bits of n. */
  const caseVariant = (text: string, n: number) =>
    [...text].map((c, i) => ((n >> i) & 1 ? c.toUpperCase() : c)).join('');

  it('keeps /api/events and an event while they flood it, each asked for twice', async () => {
    const event = await insertEvent(t.database, 5, {
      slug: 'holi-festival',
      description: 'Colours, music and food for the whole family. '.repeat(60),
    });
    await insertGalleryImage(t.database, { eventId: event.id });
    const read = ['/api/events', `/api/events/${event.slug}`, `/api/gallery?event=${event.slug}`];
    for (let visit = 0; visit < 3; visit++) for (const url of read) await t.app.inject(url);
    const flood = (i: number) => [
      `/api/gallery?event=${event.slug}&event=made-up-${i}`,
      // Spaces around the slug: the same album, but no rule can say so of every parameter.
      `/api/gallery?event=${'+'.repeat(i + 1)}${event.slug}`,
      `/api/events/${caseVariant(event.id, i + 1)}`,
      `/api/events/${caseVariant(event.slug, i + 1)}/images`,
      `/api/%65vents/${event.slug}?v=${i}`,
      `/api/events/made-up-${i}`,
    ];
    for (let i = 0; i < 60; i++)
      for (const url of flood(i)) for (let again = 0; again < 2; again++) await t.app.inject(url);
    for (const url of read) expect((await t.app.inject(url)).headers['x-cache'], url).toBe('HIT');
    expect(t.app.publicCacheStats().bytes).toBeLessThanOrEqual(maxBytes);
  });
});
