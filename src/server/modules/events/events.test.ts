import { describe, expect, it } from 'vitest';
import { insertEvent, insertGalleryImage, insertVideo } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';
import { resetDatabase } from '../../../../test/test-database';

describe('public event reads', () => {
  const t = useTestApp();

  it('lists nothing and features nothing on an empty site', async () => {
    await resetDatabase(t.database);
    expect((await t.app.inject('/api/events')).json()).toEqual([]);
    const featured = await t.app.inject('/api/events/featured');
    expect(featured.statusCode).toBe(200);
    expect(featured.json()).toBeNull();
  });

  it('lists upcoming events soonest first and features the soonest', async () => {
    await resetDatabase(t.database);
    const later = await insertEvent(t.database, 40, { title: 'Later' });
    const soon = await insertEvent(t.database, 3, { title: 'Soon' });
    const past = await insertEvent(t.database, -10, { title: 'Past' });

    const list = (await t.app.inject('/api/events')).json();
    expect(list.map((e: { title: string }) => e.title)).toEqual(['Soon', 'Later']);
    expect((await t.app.inject('/api/events/featured')).json().id).toBe(soon.id);

    const pastList = (await t.app.inject('/api/events?when=past')).json();
    expect(pastList.map((e: { id: string }) => e.id)).toEqual([past.id]);
    const all = (await t.app.inject('/api/events?when=all')).json();
    expect(all.map((e: { id: string }) => e.id)).toEqual([later.id, soon.id, past.id]);
    expect((await t.app.inject('/api/events?when=sometime')).statusCode).toBe(400);
  });

  it('keeps an event upcoming for the rest of its day in the site zone', async () => {
    await resetDatabase(t.database);
    const earlierToday = await insertEvent(t.database, 0, { startsAt: new Date(Date.now() - 60_000) });
    expect((await t.app.inject('/api/events/featured')).json().id).toBe(earlierToday.id);
  });

  it('answers every field of an event by slug or by id, with ISO dates', async () => {
    await resetDatabase(t.database);
    const event = await insertEvent(t.database, 5, {
      slug: 'spring-fair',
      title: 'Spring Fair',
      description: 'Fun for all',
      startsAt: new Date('2030-01-17T02:00:00Z'),
      timeKnown: true,
      highlights: ['Food', 'Music'],
      schedule: [{ time: '6 PM', activity: 'Opening', description: 'Welcome' }],
      whatToBring: ['Water'],
      sponsors: [{ name: 'Acme', benefits: 'Drinks' }],
      activities: [{ category: 'Dance', options: [{ id: 'opt_1_a', name: 'Garba' }] }],
      acceptStallApplications: true,
    });
    const bySlug = await t.app.inject('/api/events/spring-fair');
    expect(bySlug.statusCode).toBe(200);
    const body = bySlug.json();
    expect(body).toMatchObject({
      id: event.id,
      slug: 'spring-fair',
      title: 'Spring Fair',
      description: 'Fun for all',
      date: '2030-01-17T02:00:00.000Z',
      time: '6:00 PM',
      startsAt: '2030-01-17T02:00:00.000Z',
      endsAt: null,
      timeKnown: true,
      status: 'scheduled',
      published: true,
      cancellationMessage: null,
      venue: 'Community Hall',
      address: '1 Main Street, Tracy, CA',
      highlights: ['Food', 'Music'],
      schedule: [{ time: '6 PM', activity: 'Opening', description: 'Welcome' }],
      whatToBring: ['Water'],
      sponsors: [{ name: 'Acme', benefits: 'Drinks' }],
      activities: [{ category: 'Dance', options: [{ id: 'opt_1_a', name: 'Garba' }] }],
      registrationOpen: true,
      acceptStallApplications: true,
      featuredImage: null,
    });
    expect((await t.app.inject(`/api/events/${event.id}`)).json().slug).toBe('spring-fair');
  });

  it('answers 404 with a message for a missing event, by slug or id', async () => {
    for (const key of ['no-such-event', '00000000-0000-4000-8000-000000000000']) {
      for (const suffix of ['', '/images', '/videos']) {
        const res = await t.app.inject(`/api/events/${key}${suffix}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Event not found' });
      }
    }
  });

  it("lists an event's videos and images in the order they were added", async () => {
    await resetDatabase(t.database);
    const event = await insertEvent(t.database, 5, { slug: 'with-media' });
    const other = await insertEvent(t.database, 6);
    await insertVideo(t.database, event.id, 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'Teaser');
    await insertVideo(t.database, other.id, 'https://youtu.be/other');
    const first = await insertGalleryImage(t.database, { eventId: event.id, title: 'First' });
    await insertGalleryImage(t.database, { eventId: other.id });

    const videos = (await t.app.inject('/api/events/with-media/videos')).json();
    expect(videos).toHaveLength(1);
    expect(videos[0]).toMatchObject({
      title: 'Teaser',
      videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    });

    const images = (await t.app.inject(`/api/events/${event.id}/images`)).json();
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({ id: first.id, title: 'First', caption: 'A caption' });
    expect(images[0].imagePath).toBe(`/uploads/${first.imagePath}`);
  });
});
