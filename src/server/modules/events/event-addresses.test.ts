import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { clientBuildOptions, ensureClientBuild } from '../../../../test/client-build';
import { insertEvent, insertGalleryImage, insertRegistration, insertVideo } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';
import type { Database } from '../../db/client';
import { auditLog, events } from '../../db/schema';
import { NOT_COPIED } from './admin-service';

// An event's address (its slug): set and changed by the organiser, unique among every address any event has or
// had, and an old address leads to the event's current one. And a duplicate keeps every setting of its event.

const payload = {
  title: 'Navratri 2026',
  date: '2030-10-10',
  time: '7:00 PM',
  venue: 'Community Hall',
  address: '1 Main Street, Tracy, CA',
};

const rowOf = async (database: Database, id: string) => {
  const [row] = await database.db.select().from(events).where(eq(events.id, id));
  if (!row) throw new Error(`no event ${id}`);
  return row;
};

describe('event addresses and duplicates', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://events.example.org' });
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app));
  });
  const admin = (method: 'POST' | 'PUT' | 'GET', url: string, body?: object) =>
    t.app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
  const create = async (body: object) => {
    const res = await admin('POST', '/api/admin/events', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; slug: string; title: string };
  };
  const registrationAndMediaOf = async (eventId: string) => {
    await insertRegistration(t.database, eventId);
    await insertGalleryImage(t.database, { eventId });
    await insertVideo(t.database, eventId, 'https://youtu.be/dQw4w9WgXcQ');
  };

  it('duplicates every setting of the event, except its identity, publication and what happened to it', async () => {
    // Every column but those a copy must not take is compared, a column added later too.
    const notCopied = new Set<string>(NOT_COPIED);
    const source = await insertEvent(t.database, 40, {
      title: 'Garba Night',
      description: 'Nine nights of dance',
      startsAt: new Date('2030-10-10T02:00:00Z'),
      endsAt: new Date('2030-10-10T06:00:00Z'),
      timeKnown: true,
      legacyTime: 'after sunset',
      venue: 'Temple grounds',
      address: '2 Temple Road, Tracy, CA',
      highlights: ['Garba'],
      schedule: [{ time: '7 PM', activity: 'Aarti', description: 'Together' }],
      whatToBring: ['Water'],
      sponsors: [{ name: 'Acme', benefits: 'Snacks' }],
      activities: [{ category: 'Dance', options: [{ id: 'opt_1_a', name: 'Garba' }] }],
      registrationOpen: false,
      acceptStallApplications: true,
      stallCapacity: 12,
      stallWaitlist: true,
      capacity: 300,
      reminderHoursBefore: 48,
      ticketTypes: [{ id: 'tt_adult', name: 'Adult', capacity: 200 }],
      guestNames: 'required',
      questions: [
        {
          id: 'q_diet',
          label: 'Dietary needs',
          type: 'text',
          required: true,
          perGuest: true,
          showAtDoor: true,
        },
      ],
      featuredImage: 'images/source/original.webp',
      featuredImageWidth: 800,
      featuredImageHeight: 600,
      featuredImageVariants: [{ width: 400, path: 'images/source/400.webp' }],
      status: 'cancelled',
      cancellationMessage: 'Rain',
      icsSequence: 4,
      approvedStalls: 2,
      confirmedPeople: 3,
      translations: { hi: { description: 'हिन्दी में', highlights: ['संगीत'] } },
    });
    await t.app.storage.put('images/source/original.webp', Buffer.from('original'), 'image/webp');
    await t.app.storage.put('images/source/400.webp', Buffer.from('small'), 'image/webp');
    // The fixture gives each compared setting a value other than a new event's, so a setting the copy drops shows.
    const plain = await insertEvent(t.database, 40);
    const compared = Object.keys(source).filter((key) => !notCopied.has(key)) as (keyof typeof source)[];
    for (const key of compared) expect(source[key], `the fixture sets ${key}`).not.toEqual(plain[key]);

    const res = await admin('POST', `/api/admin/events/${source.id}/duplicate`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = await rowOf(t.database, res.json().id);
    for (const key of compared) expect(copy[key], key).toEqual(source[key]);
    expect(copy).toMatchObject({
      title: 'Garba Night (copy)',
      slug: 'garba-night-copy',
      published: false,
      seriesId: null,
      status: 'scheduled',
      cancellationMessage: null,
      icsSequence: 0,
      approvedStalls: 0,
      confirmedPeople: 0,
    });
    // Copied as files of its own, of the same size.
    expect(copy).toMatchObject({ featuredImageWidth: 800, featuredImageHeight: 600 });
    expect(copy.featuredImage).not.toBe(source.featuredImage);
    expect(await t.app.storage.read(copy.featuredImage ?? '')).toEqual(Buffer.from('original'));
    expect(copy.featuredImageVariants).toHaveLength(1);
    expect(await t.app.storage.read(copy.featuredImageVariants[0]?.path ?? '')).toEqual(Buffer.from('small'));
  });

  it('lets the organiser set and change the address; an old address then leads to the event', async () => {
    const event = await create({ ...payload, title: 'Diwali Mela', slug: 'diwali' });
    expect(event.slug).toBe('diwali');
    const changed = await admin('PUT', `/api/admin/events/${event.id}`, { ...payload, slug: 'diwali-2030' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().slug).toBe('diwali-2030');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, event.id))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.details).toMatchObject({ slug: 'diwali-2030', previousSlug: 'diwali' });

    // The public read by the old address answers the event, with its current address for the page to use.
    const read = await t.app.inject('/api/events/diwali');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: event.id, slug: 'diwali-2030' });
    for (const url of [
      '/api/events/diwali/videos',
      '/api/events/diwali/images',
      '/api/gallery?event=diwali',
    ]) {
      expect((await t.app.inject(url)).statusCode, url).toBe(200);
    }
    const ics = await t.app.inject('/api/events/diwali/calendar.ics');
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-disposition']).toContain('diwali-2030.ics');
    expect(ics.body).toContain('https://events.example.org/events/diwali-2030');

    // Changed again: both old addresses lead to the current one.
    await admin('PUT', `/api/admin/events/${event.id}`, { ...payload, slug: 'festival-of-lights' });
    for (const old of ['diwali', 'diwali-2030']) {
      expect((await t.app.inject(`/api/events/${old}`)).json().slug, old).toBe('festival-of-lights');
    }
    // And back to an old one of its own: it is its address again, and no longer an old one.
    const back = await admin('PUT', `/api/admin/events/${event.id}`, { ...payload, slug: 'diwali' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().slug).toBe('diwali');
    for (const old of ['diwali', 'diwali-2030', 'festival-of-lights']) {
      expect((await t.app.inject(`/api/events/${old}`)).json().slug, old).toBe('diwali');
    }
  });

  it('refuses a malformed address (400) and one another event has or had (409), naming slug', async () => {
    const first = await create({ ...payload, title: 'Holi', slug: 'holi' });
    await admin('PUT', `/api/admin/events/${first.id}`, { ...payload, title: 'Holi', slug: 'holi-2030' });
    const second = await create({ ...payload, title: 'Kite Day' });
    const before = await rowOf(t.database, second.id);

    for (const slug of ['Holi Fest', 'holi--fest', '-holi', 'holi_fest', 'héli', '']) {
      const res = await admin('PUT', `/api/admin/events/${second.id}`, { ...payload, slug });
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().errors?.[0]?.path, slug).toBe('slug');
    }
    // Another event's current address, and another event's old one: links to it already went out.
    for (const slug of ['holi-2030', 'holi']) {
      const res = await admin('PUT', `/api/admin/events/${second.id}`, {
        ...payload,
        title: 'Changed',
        slug,
      });
      expect(res.statusCode, slug).toBe(409);
      expect(res.json().message).toBe('Another event has or had this address. Please choose another.');
      expect(res.json().errors).toEqual([{ path: 'slug', message: res.json().message }]);
      const created = await admin('POST', '/api/admin/events', { ...payload, slug });
      expect(created.statusCode, slug).toBe(409);
      expect(created.json().errors?.[0]?.path).toBe('slug');
    }
    // Nothing of the refused update was stored.
    expect(await rowOf(t.database, second.id)).toEqual(before);
    expect((await t.app.inject('/api/events/holi')).json().id).toBe(first.id);

    // An address made from a title passes over old addresses too.
    expect((await create({ ...payload, title: 'Holi' })).slug).toBe('holi-2');
  });

  it('keeps every old address when two saves change the address at once', async () => {
    const event = await create({ ...payload, title: 'Race Day', slug: 'race' });
    const saves = await Promise.all(
      ['race-a', 'race-b'].map((slug) => admin('PUT', `/api/admin/events/${event.id}`, { ...payload, slug })),
    );
    expect(saves.map((res) => res.statusCode)).toEqual([200, 200]);
    const current = (await rowOf(t.database, event.id)).slug;
    for (const slug of ['race', 'race-a', 'race-b']) {
      const res = await t.app.inject(`/api/events/${slug}`);
      expect(res.statusCode, slug).toBe(200);
      expect(res.json()).toMatchObject({ id: event.id, slug: current });
    }
  });

  it('lets the organiser give a renamed copy its own address', async () => {
    const source = await create({ ...payload, title: 'Navratri 2026' });
    const copy = (await admin('POST', `/api/admin/events/${source.id}/duplicate`)).json();
    expect(copy.slug).toBe('navratri-2026-copy');
    const renamed = await admin('PUT', `/api/admin/events/${copy.id}`, {
      ...payload,
      title: 'Navratri 2027',
      slug: 'navratri-2027',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Navratri 2027', slug: 'navratri-2027' });
  });

  it('answers an old address of the share card with a 301 to the current one', async () => {
    const event = await create({ ...payload, title: 'Kite Festival', slug: 'kites' });
    await admin('PUT', `/api/admin/events/${event.id}`, { ...payload, slug: 'kite-festival' });
    const res = await t.app.inject('/events/kites/share.jpg?v=abc');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/events/kite-festival/share.jpg?v=abc');
  });

  it('keeps the old addresses of a deleted event no more', async () => {
    const event = await create({ ...payload, title: 'Spring Fair', slug: 'spring' });
    await admin('PUT', `/api/admin/events/${event.id}`, { ...payload, slug: 'spring-fair' });
    await registrationAndMediaOf(event.id);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/events/${event.id}`, headers })).statusCode,
    ).toBe(204);
    expect((await t.app.inject('/api/events/spring')).statusCode).toBe(404);
    expect((await create({ ...payload, title: 'Spring', slug: 'spring' })).slug).toBe('spring');
  });
});

describe('an old address of an event page', () => {
  // Before the app is built (in the block below): it loads the renderer from the build.
  beforeAll(ensureClientBuild, 600_000);
  const t = useTestApp({}, { publicCache: true, ssr: clientBuildOptions });

  it('answers 301 to the current address, with the query kept, even after the old page was cached', async () => {
    const { headers } = await loginAsAdmin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers,
      payload: { ...payload, title: 'Lantern Walk', slug: 'lanterns' },
    });
    const event = res.json();
    // Cached as the event's page first.
    for (let i = 0; i < 2; i++) expect((await t.app.inject('/events/lanterns')).statusCode).toBe(200);
    expect((await t.app.inject('/events/lanterns')).headers['x-cache']).toBe('HIT');

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      headers,
      payload: { ...payload, title: 'Lantern Walk', slug: 'lantern-walk' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // On PostgreSQL the invalidation reaches the instance a moment after the write.
    let old = await t.app.inject('/events/lanterns?manage=abc.def');
    for (let tries = 0; old.statusCode !== 301 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      old = await t.app.inject('/events/lanterns?manage=abc.def');
    }
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/events/lantern-walk?manage=abc.def');
    const current = await t.app.inject('/events/lantern-walk');
    expect(current.statusCode).toBe(200);
    expect(current.body).toContain('Lantern Walk');
    expect(current.body).toContain('/events/lantern-walk"');
  });
});
