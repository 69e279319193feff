import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { eventFormLists } from '../../../../test/event-payloads';
import { insertEvent, insertGalleryImage, insertVideo } from '../../../../test/fixtures';
import { solidPng } from '../../../../test/images';
import { useTestApp } from '../../../../test/test-app';
import {
  auditLog,
  downloadLinks,
  events,
  eventVideos,
  galleryImages,
  registrations,
  stallApplications,
} from '../../db/schema';
import { newPendingKey } from '../../plugins/storage/pending-uploads';

const validEvent = {
  title: 'Diwali Mela 2026',
  date: '2026-11-08T02:00:00.000Z',
  description: 'Lights, food and music. See https://example.org',
  time: '6:00 PM',
  venue: 'Community Hall',
  address: '1 Main Street, Tracy, CA',
  ...eventFormLists,
  whatToBring: ['Blanket'],
  sponsors: [{ name: 'Tracy Sweets', benefits: 'Free sweets' }],
  registrationOpen: true,
  acceptStallApplications: true,
};

describe('admin events', () => {
  const t = useTestApp();
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app));
  });
  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('creates an event: 201 with id and a slug made from the title; audited', async () => {
    const res = await send('POST', '/api/admin/events', validEvent);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.slug).toBe('diwali-mela-2026');
    expect(body).toMatchObject({
      title: 'Diwali Mela 2026',
      date: '2026-11-08T02:00:00.000Z',
      time: '6:00 PM',
      highlights: ['Food', 'Music'],
      schedule: [{ time: '6:00 PM', activity: 'Welcome', description: 'Opening words' }],
      sponsors: [{ name: 'Tracy Sweets', benefits: 'Free sweets' }],
      registrationOpen: true,
      acceptStallApplications: true,
      featuredImage: null,
    });
    const publicRead = await t.app.inject(`/api/events/${body.slug}`);
    expect(publicRead.json().id).toBe(body.id);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, body.id));
    expect(entry).toMatchObject({ action: 'create', entity: 'event', username: 'test-admin' });
  });

  it('makes slugs unique, and keeps the slug when the title changes unless asked', async () => {
    const first = (await send('POST', '/api/admin/events', { ...validEvent, title: 'Holi Fest' })).json();
    const second = (await send('POST', '/api/admin/events', { ...validEvent, title: 'Holi  Fest!' })).json();
    expect(first.slug).toBe('holi-fest');
    expect(second.slug).toBe('holi-fest-2');

    const renamed = await send('PUT', `/api/admin/events/${first.id}`, {
      ...validEvent,
      title: 'Holi Festival',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Holi Festival', slug: 'holi-fest' });

    const regenerated = await send('PUT', `/api/admin/events/${first.id}`, {
      ...validEvent,
      title: 'Holi Festival',
      regenerateSlug: true,
    });
    expect(regenerated.json().slug).toBe('holi-festival');

    // A chosen slug another event has is refused, not changed behind the admin's back.
    const explicit = await send('PUT', `/api/admin/events/${second.id}`, {
      ...validEvent,
      slug: 'holi-festival',
    });
    expect(explicit.statusCode).toBe(409);
    expect(explicit.json().errors[0].path).toBe('slug');
    const chosen = await send('PUT', `/api/admin/events/${second.id}`, {
      ...validEvent,
      slug: 'spring-colours',
    });
    expect(chosen.json().slug).toBe('spring-colours');
  });

  it('accepts a calendar date, meaning that day in the site time zone', async () => {
    const res = await send('POST', '/api/admin/events', { ...validEvent, date: '2026-07-04', time: null });
    expect(res.statusCode).toBe(201);
    // Midnight in Los Angeles (PDT, UTC-7), time unknown.
    expect(res.json()).toMatchObject({ date: '2026-07-04T07:00:00.000Z', time: null, timeKnown: false });
    const local = await send('POST', '/api/admin/events', {
      ...validEvent,
      date: '2026-12-24T18:30',
      time: '',
    });
    expect(local.json()).toMatchObject({
      date: '2026-12-25T02:30:00.000Z',
      time: '6:30 PM',
      timeKnown: true,
    });
    const withTime = await send('POST', '/api/admin/events', { ...validEvent, date: '2026-07-04' });
    expect(withTime.json()).toMatchObject({ date: '2026-07-05T01:00:00.000Z', time: '6:00 PM' });
  });

  it.each([
    ['title', { title: '' }, 'Title is required'],
    ['title missing', { title: undefined }, 'Title is required'],
    ['date', { date: '' }, 'Date is required'],
    ['date missing', { date: undefined }, 'Date is required'],
    ['venue', { venue: '  ' }, 'Venue is required'],
    ['address', { address: '' }, 'Address is required'],
    ['sponsor name', { sponsors: [{ name: '', benefits: 'x' }] }, 'Sponsor name is required'],
    ['category', { activities: [{ category: '', options: [] }] }, 'Category name is required'],
    [
      'option name',
      { activities: [{ category: 'Dance', options: [{ id: 'opt_1_a', name: '' }] }] },
      'Activity name is required',
    ],
  ])('refuses a missing %s with the rule message', async (_name, change, message) => {
    const res = await send('POST', '/api/admin/events', { ...validEvent, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[0].message).toBe(message);
  });

  it('refuses bad option ids, bad dates, unknown properties and over-long text', async () => {
    const badOption = await send('POST', '/api/admin/events', {
      ...validEvent,
      activities: [{ category: 'Dance', options: [{ id: 'garba', name: 'Garba' }] }],
    });
    expect(badOption.statusCode).toBe(400);
    expect(badOption.json().message).toBe('Activity option ids start with opt_');
    const duplicateOption = await send('POST', '/api/admin/events', {
      ...validEvent,
      activities: [
        {
          category: 'Dance',
          options: [
            { id: 'opt_1', name: 'A' },
            { id: 'opt_1', name: 'B' },
          ],
        },
      ],
    });
    expect(duplicateOption.statusCode).toBe(400);
    expect(
      (await send('POST', '/api/admin/events', { ...validEvent, date: 'next friday' })).json().message,
    ).toBe('Please enter a valid date');
    expect((await send('POST', '/api/admin/events', { ...validEvent, id: 'x' })).statusCode).toBe(400);
    expect(
      (
        await send('POST', '/api/admin/events', {
          ...validEvent,
          schedule: [{ time: '1', activity: 'a', x: 1 }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await send('POST', '/api/admin/events', { ...validEvent, title: 'x'.repeat(201) })).statusCode,
    ).toBe(400);
  });

  it('answers 404 for updating or deleting a missing event', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await send('PUT', `/api/admin/events/${missing}`, validEvent)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/admin/events/${missing}`)).json()).toEqual({
      message: 'Event not found',
    });
    expect((await send('DELETE', '/api/admin/events/not-a-uuid')).statusCode).toBe(404);
  });

  it('lists every event for the dashboard, past ones included', async () => {
    const past = await insertEvent(t.database, -30, { title: 'Last year' });
    const list = (await send('GET', '/api/admin/events')).json() as { id: string }[];
    expect(list.some((e) => e.id === past.id)).toBe(true);
  });

  it('deletes an event with its registrations, stall applications, videos, links and images (files too)', async () => {
    const event = await insertEvent(t.database, 10);
    await t.database.db
      .insert(registrations)
      .values({ eventId: event.id, fullName: 'Asha', email: 'a@example.org' });
    await t.database.db.insert(stallApplications).values({
      eventId: event.id,
      businessName: 'Chai Co',
      contactPerson: 'Ravi',
      email: 'r@example.org',
      phone: '2095550100',
      businessType: 'Food',
      productsServices: 'Tea and snacks',
    });
    await insertVideo(t.database, event.id, 'https://youtu.be/dQw4w9WgXcQ');
    await t.database.db
      .insert(downloadLinks)
      .values({ eventId: event.id, token: `t${Date.now()}`, expiresAt: new Date(Date.now() + 86_400_000) });
    const imageKey = `images/${crypto.randomUUID()}/original.webp`;
    await t.app.storage.put(imageKey, Buffer.from('image bytes'), 'image/webp');
    await insertGalleryImage(t.database, { eventId: event.id, imagePath: imageKey });

    const res = await send('DELETE', `/api/admin/events/${event.id}`);
    expect(res.statusCode).toBe(204);
    for (const table of [registrations, stallApplications, eventVideos, downloadLinks, galleryImages]) {
      const rows = await t.database.db.select().from(table).where(eq(table.eventId, event.id));
      expect(rows).toHaveLength(0);
    }
    expect(await t.app.storage.stat(imageKey)).toBeNull();
    expect((await t.app.inject(`/api/events/${event.id}`)).statusCode).toBe(404);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, event.id));
    expect(entry).toMatchObject({ action: 'delete', entity: 'event' });
  });

  it('processes a newly uploaded featured image, keeps it on a save, replaces and removes it', async () => {
    const upload = async () => {
      const key = newPendingKey();
      await t.app.storage.put(key, await solidPng(800, 600), 'image/png');
      return key;
    };
    const created = await send('POST', '/api/admin/events', { ...validEvent, featuredImage: await upload() });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.featuredImage).toEqual(expect.any(String));
    expect(body.featuredImageWidth).toBe(800);
    expect(body.featuredImageHeight).toBe(600);
    expect(body.featuredImageVariants.length).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(events).where(eq(events.id, body.id));
    const firstKey = row?.featuredImage ?? '';
    expect(await t.app.storage.stat(firstKey)).not.toBeNull();

    // The form sends back the URL it was given: nothing changes.
    const kept = await send('PUT', `/api/admin/events/${body.id}`, {
      ...validEvent,
      featuredImage: body.featuredImage,
    });
    expect(kept.json().featuredImage).toBe(body.featuredImage);
    const omitted = await send('PUT', `/api/admin/events/${body.id}`, validEvent);
    expect(omitted.json().featuredImage).toBe(body.featuredImage);

    const replaced = await send('PUT', `/api/admin/events/${body.id}`, {
      ...validEvent,
      featuredImage: await upload(),
    });
    expect(replaced.json().featuredImage).not.toBe(body.featuredImage);
    expect(await t.app.storage.stat(firstKey)).toBeNull();

    const removed = await send('PUT', `/api/admin/events/${body.id}`, { ...validEvent, featuredImage: null });
    expect(removed.json()).toMatchObject({
      featuredImage: null,
      featuredImageWidth: null,
      featuredImageVariants: [],
    });

    const notUploaded = await send('POST', '/api/admin/events', {
      ...validEvent,
      featuredImage: 'images/x/y.webp',
    });
    expect(notUploaded.statusCode).toBe(400);
  });

  it('deletes the featured image files with the event', async () => {
    const key = newPendingKey();
    await t.app.storage.put(key, await solidPng(400, 300), 'image/png');
    const body = (await send('POST', '/api/admin/events', { ...validEvent, featuredImage: key })).json();
    const [row] = await t.database.db.select().from(events).where(eq(events.id, body.id));
    const stored = row?.featuredImage ?? '';
    expect(await t.app.storage.stat(stored)).not.toBeNull();
    expect((await send('DELETE', `/api/admin/events/${body.id}`)).statusCode).toBe(204);
    expect(await t.app.storage.stat(stored)).toBeNull();
  });
});
