import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { insertEvent } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';
import { resetDatabase } from '../../../../test/test-database';
import { events } from '../../db/schema';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('event artwork and share cards', () => {
  const t = useTestApp();

  it('gives each upcoming event without a picture its own artwork, suiting its title', async () => {
    await resetDatabase(t.database);
    await insertEvent(t.database, 5, { title: 'Holi in the Park' });
    await insertEvent(t.database, 9, { title: 'Holi Colour Run' });
    await insertEvent(t.database, 12, { title: 'Kite Day', highlights: ['Music'] });
    await insertEvent(t.database, 14, { title: 'Autumn Get-together' });
    const list: { title: string; artwork: string }[] = (await t.app.inject('/api/events')).json();
    const keys = list.map((e) => e.artwork);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys[0]).toMatch(/^colour-powder-\d$/);
    expect(keys[1]).toMatch(/^colour-powder-\d$/);
    expect(keys[2]).toMatch(/^kites-\d$/);
    // The event's own page shows the same artwork as the list.
    const slug = (await t.app.inject('/api/events')).json()[1].slug;
    expect((await t.app.inject(`/api/events/${slug}`)).json().artwork).toBe(keys[1]);
  });

  it('serves artwork as WebP at 800 and 1600 pixels wide, and 404 for anything else', async () => {
    const res = await t.app.inject('/artwork/kites-3-800.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 450]);
    expect(res.rawPayload.length).toBeLessThan(40_000);
    // Drawn once: the second answer is the same bytes.
    expect(sha((await t.app.inject('/artwork/kites-3-800.webp')).rawPayload)).toBe(sha(res.rawPayload));
    for (const bad of ['kites-8-800.webp', 'kites-3-640.webp', 'balloons-1-800.webp', 'kites-3-800.png']) {
      expect((await t.app.inject(`/artwork/${bad}`)).statusCode).toBe(404);
    }
  });

  it('draws a 1200x630 share card that changes when the title does', async () => {
    await resetDatabase(t.database);
    const event = await insertEvent(t.database, 20, {
      title: 'Diwali Mela',
      venue: 'Tracy Community Center',
    });
    const first = await t.app.inject(`/events/${event.slug}/share.jpg`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(first.rawPayload.length).toBeLessThan(300_000);

    await t.database.db
      .update(events)
      .set({ title: 'Diwali Mela and Fireworks' })
      .where(eq(events.id, event.id));
    const second = await t.app.inject(`/events/${event.slug}/share.jpg`);
    expect(second.statusCode).toBe(200);
    expect(sha(second.rawPayload)).not.toBe(sha(first.rawPayload));

    expect((await t.app.inject('/events/no-such-event/share.jpg')).statusCode).toBe(404);
    await t.database.db.update(events).set({ published: false }).where(eq(events.id, event.id));
    expect((await t.app.inject(`/events/${event.slug}/share.jpg`)).statusCode).toBe(404);
  });
});
