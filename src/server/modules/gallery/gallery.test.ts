import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertEvent, insertGalleryImage } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';

describe('GET /api/gallery', () => {
  const t = useTestApp();

  it('is empty on a new site', async () => {
    expect((await t.app.inject('/api/gallery')).json()).toEqual([]);
  });

  it('lists every image newest first, with browser URLs, sizes and variants', async () => {
    const event = await insertEvent(t.database, 3);
    const older = await insertGalleryImage(t.database, {
      title: 'Older',
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await insertGalleryImage(t.database, {
      title: null,
      caption: null,
      eventId: event.id,
      width: 1600,
      height: 900,
      variants: [{ width: 480, path: 'images/x/w480.webp' }],
    });
    const list = (await t.app.inject('/api/gallery')).json();
    expect(list.map((i: { id: string }) => i.id)).toEqual([newer.id, older.id]);
    expect(list[0]).toMatchObject({
      title: null,
      caption: null,
      eventId: event.id,
      width: 1600,
      height: 900,
      variants: [{ width: 480, url: '/uploads/images/x/w480.webp' }],
    });
  });
});

/** Slugs unique to one run of a test (tables are reset between files, and a test may be retried). */
const uniqueSlug = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;

describe('GET /api/gallery?event={slug}: one event’s album', () => {
  const t = useTestApp();

  it('lists only that event’s photos, in the order they were added', async () => {
    const before = (await t.app.inject('/api/gallery')).json().length;
    const diwali = await insertEvent(t.database, 3, { slug: uniqueSlug('diwali-night') });
    const holi = await insertEvent(t.database, 30, { slug: uniqueSlug('holi') });
    const first = await insertGalleryImage(t.database, {
      eventId: diwali.id,
      createdAt: new Date(Date.now() - 60_000),
    });
    const second = await insertGalleryImage(t.database, { eventId: diwali.id });
    await insertGalleryImage(t.database, { eventId: holi.id });
    await insertGalleryImage(t.database, { eventId: null });

    const res = await t.app.inject(`/api/gallery?event=${diwali.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((i: { id: string }) => i.id)).toEqual([first.id, second.id]);
    // The unfiltered list is another answer (the public cache keys by the whole URL).
    expect((await t.app.inject('/api/gallery')).json()).toHaveLength(before + 4);
    expect((await t.app.inject(`/api/gallery?event=${diwali.slug}`)).json()).toHaveLength(2);
  });

  it('answers 404 for an unknown event or a draft, and 400 for an empty one', async () => {
    const draft = await insertEvent(t.database, 3, { slug: uniqueSlug('draft-fair'), published: false });
    await insertGalleryImage(t.database, { eventId: draft.id });
    for (const slug of ['no-such-event', draft.slug]) {
      const res = await t.app.inject(`/api/gallery?event=${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Event not found');
    }
    const empty = await t.app.inject('/api/gallery?event=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ path: 'event' });
  });
});

describe('GET /api/gallery/albums', () => {
  const t = useTestApp();

  it('lists published events with photos, latest event first, with their photo counts', async () => {
    // Far from the other files' events, so this run's albums come first and last in the list.
    const past = await insertEvent(t.database, -4000, {
      slug: uniqueSlug('spring-fair'),
      title: 'Spring Fair',
    });
    const next = await insertEvent(t.database, 4000, { slug: uniqueSlug('diwali'), title: 'Diwali' });
    const noPhotos = await insertEvent(t.database, 3000);
    const draft = await insertEvent(t.database, 3500, { slug: uniqueSlug('draft'), published: false });
    for (const eventId of [past.id, next.id, next.id, draft.id, null]) {
      await insertGalleryImage(t.database, { eventId });
    }
    const res = await t.app.inject('/api/gallery/albums');
    expect(res.statusCode).toBe(200);
    const albums: { slug: string }[] = res.json();
    expect(albums[0]).toEqual({
      slug: next.slug,
      title: 'Diwali',
      date: next.startsAt.toISOString(),
      imageCount: 2,
    });
    expect(albums.at(-1)).toEqual({
      slug: past.slug,
      title: 'Spring Fair',
      date: past.startsAt.toISOString(),
      imageCount: 1,
    });
    const slugs = albums.map((album) => album.slug);
    expect(slugs).not.toContain(noPhotos.slug);
    expect(slugs).not.toContain(draft.slug);
  });
});

describe('the public cache and albums', () => {
  const t = useTestApp({}, { publicCache: true });

  it('keeps an album and the whole gallery apart: each is cached under its own URL', async () => {
    const event = await insertEvent(t.database, 3, { slug: uniqueSlug('kite-day') });
    await insertGalleryImage(t.database, { eventId: event.id });
    await insertGalleryImage(t.database, { eventId: null });
    const all = await t.app.inject('/api/gallery');
    expect(all.headers['x-cache']).toBe('MISS');
    const album = await t.app.inject(`/api/gallery?event=${event.slug}`);
    expect(album.headers['x-cache']).toBe('MISS');
    expect(album.json()).toHaveLength(1);
    const albumAgain = await t.app.inject(`/api/gallery?event=${event.slug}`);
    expect(albumAgain.headers['x-cache']).toBe('HIT');
    expect(albumAgain.body).toBe(album.body);
    expect((await t.app.inject('/api/gallery')).body).toBe(all.body);
    expect((await t.app.inject('/api/gallery/albums')).json()).toContainEqual(
      expect.objectContaining({ slug: event.slug, imageCount: 1 }),
    );
  });
});
