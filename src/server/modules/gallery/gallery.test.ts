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
