import { MANAGE_TOKEN_HEADER } from '@shared/schemas/registrations';
import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin, XHR_HEADERS } from '../../../../test/auth';
import {
  insertEvent,
  insertGalleryImage,
  insertVideo,
  registrationInput,
  stallApplicationInput,
} from '../../../../test/fixtures';
import { outboxMails } from '../../../../test/outbox';
import { useTestApp } from '../../../../test/test-app';
import { resetDatabase } from '../../../../test/test-database';
import { registrations } from '../../db/schema';

const HOUR = 3_600_000;
let ip = 0;
const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;

const registration = (eventId: string, email: string) => registrationInput(eventId, { email });
const stall = (eventId: string) => stallApplicationInput(eventId);

/** The VEVENTs of an iCalendar text, read by an RFC 5545 parser. */
function veventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => ({
    uid: String(v.getFirstPropertyValue('uid')),
    summary: String(v.getFirstPropertyValue('summary')),
    status: String(v.getFirstPropertyValue('status')),
    sequence: Number(v.getFirstPropertyValue('sequence')),
    start: (v.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
    end: (v.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate(),
    allDay: (v.getFirstPropertyValue('dtstart') as ICAL.Time).isDate,
  }));
}

describe('past, draft and cancelled events', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://events.example.org', SITE_TIMEZONE: 'America/Los_Angeles' });
  let headers: Record<string, string>;
  beforeAll(async () => {
    await resetDatabase(t.database);
    ({ headers } = await loginAsAdmin(t.app));
  });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: XHR_HEADERS, remoteAddress: nextIp() });
  const admin = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('refuses registrations, their updates and stall applications once an event has ended (403)', async () => {
    const event = await insertEvent(t.database, 0, {
      startsAt: new Date(Date.now() + HOUR),
      timeKnown: true,
      acceptStallApplications: true,
    });
    const created = await post('/api/registrations', registration(event.id, 'early@example.com'));
    expect(created.statusCode).toBe(201);
    const { id, manageToken } = created.json();

    // Started three hours ago, no end: over after the default two hours.
    await admin('PUT', `/api/admin/events/${event.id}`, {
      title: event.title,
      venue: event.venue,
      address: event.address,
      startsAt: new Date(Date.now() - 3 * HOUR).toISOString(),
      acceptStallApplications: true,
    });
    expect((await t.app.inject(`/api/events/${event.slug}`)).json().status).toBe('ended');

    const late = await post('/api/registrations', registration(event.id, 'late@example.com'));
    expect(late.json().message).toBe('This event has ended');
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe('This event has ended');
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/registrations/${id}`,
      headers: { ...XHR_HEADERS, [MANAGE_TOKEN_HEADER]: manageToken },
      payload: { ...registration(event.id, 'early@example.com'), guestCount: 5 },
      remoteAddress: nextIp(),
    });
    expect(update.statusCode).toBe(403);
    expect(update.json().message).toBe('This event has ended');
    const application = await post('/api/stall-applications', stall(event.id));
    expect(application.statusCode).toBe(403);
    expect(application.json().message).toBe('This event has ended');
  });

  it('keeps an event with an end open until that end', async () => {
    const event = await insertEvent(t.database, 0, {
      startsAt: new Date(Date.now() - 5 * HOUR),
      endsAt: new Date(Date.now() + HOUR),
      timeKnown: true,
    });
    expect((await t.app.inject(`/api/events/${event.id}`)).json().status).toBe('scheduled');
    expect((await post('/api/registrations', registration(event.id, 'on-time@example.com'))).statusCode).toBe(
      201,
    );
  });

  it('hides a draft from the public everywhere, and shows it to the admin', async () => {
    const draft = await insertEvent(t.database, 5, { published: false, acceptStallApplications: true });
    for (const url of [
      `/api/events/${draft.slug}`,
      `/api/events/${draft.id}`,
      `/api/events/${draft.id}/images`,
      `/api/events/${draft.id}/videos`,
      `/api/events/${draft.slug}/calendar.ics`,
    ]) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    }
    for (const when of ['upcoming', 'past', 'all']) {
      const ids = (await t.app.inject(`/api/events?when=${when}`)).json().map((e: { id: string }) => e.id);
      expect(ids).not.toContain(draft.id);
    }
    expect((await t.app.inject('/api/events/featured')).json()?.id).not.toBe(draft.id);
    for (const url of ['/sitemap.xml', '/events.ics', '/feed.xml']) {
      const body = (await t.app.inject(url)).body;
      expect(body).not.toContain(draft.slug);
      expect(body).not.toContain(draft.id);
    }
    expect((await post('/api/registrations', registration(draft.id, 'a@example.com'))).statusCode).toBe(404);
    expect((await post('/api/stall-applications', stall(draft.id))).statusCode).toBe(404);
    const list = (await admin('GET', '/api/admin/events')).json();
    expect(list.find((e: { id: string }) => e.id === draft.id)).toMatchObject({ published: false });
  });

  it('duplicates an event as an unpublished copy without its registrations, images or videos', async () => {
    // What the copy keeps as it is.
    const copiedContent = {
      highlights: ['Garba'],
      schedule: [{ time: '7 PM', activity: 'Aarti' }],
      whatToBring: ['Water'],
      sponsors: [{ name: 'Acme' }],
      activities: [{ category: 'Dance', options: [{ id: 'opt_1_a', name: 'Garba' }] }],
      acceptStallApplications: true,
    };
    const source = await insertEvent(t.database, 20, {
      title: 'Navratri 2026',
      description: 'Nine nights',
      startsAt: new Date('2030-10-10T02:00:00Z'),
      endsAt: new Date('2030-10-10T06:00:00Z'),
      timeKnown: true,
      ...copiedContent,
    });
    await post('/api/registrations', registration(source.id, 'dup@example.com'));
    await insertGalleryImage(t.database, { eventId: source.id });
    await insertVideo(t.database, source.id, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');

    const res = await admin('POST', `/api/admin/events/${source.id}/duplicate`);
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(source.id);
    expect(copy.slug).not.toBe(source.slug);
    expect(copy).toMatchObject({
      title: 'Navratri 2026 (copy)',
      description: 'Nine nights',
      published: false,
      status: 'scheduled',
      startsAt: '2030-10-10T02:00:00.000Z',
      endsAt: '2030-10-10T06:00:00.000Z',
      ...copiedContent,
    });
    expect((await admin('GET', `/api/admin/events/${copy.id}/registrations`)).json()).toEqual([]);
    expect((await t.app.inject(`/api/events/${copy.id}`)).statusCode).toBe(404);
    const rows = await t.database.db.select().from(registrations);
    expect(rows.filter((r) => r.eventId === copy.id)).toHaveLength(0);
    expect(
      (await admin('POST', '/api/admin/events/00000000-0000-4000-8000-000000000000/duplicate')).statusCode,
    ).toBe(404);
  });

  it('cancels an event: status, message, one mail per registrant with STATUS:CANCELLED, and 403 after', async () => {
    const event = await insertEvent(t.database, 10, { title: 'Holi', acceptStallApplications: true });
    for (const email of ['one@example.com', 'two@example.com']) {
      expect((await post('/api/registrations', registration(event.id, email))).statusCode).toBe(201);
    }
    await t.app.mail.idle();
    const before = (await outboxMails(t.dataDir)).length;
    const sequenceBefore = veventsOf((await t.app.inject(`/api/events/${event.id}/calendar.ics`)).body)[0]
      ?.sequence;

    const res = await admin('POST', `/api/admin/events/${event.id}/cancel`, { message: 'Rain, sorry!' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', cancellationMessage: 'Rain, sorry!' });
    await t.app.mail.idle();
    const mails = (await outboxMails(t.dataDir)).slice(before);
    expect(mails.map((m) => m.to?.[0]?.address).sort()).toEqual(['one@example.com', 'two@example.com']);
    for (const mail of mails) {
      expect(mail.subject).toBe('Cancelled: Holi');
      expect(mail.text).toContain('Rain, sorry!');
      const ics = mail.attachments.find((a) => a.filename?.endsWith('.ics'));
      const content =
        typeof ics?.content === 'string'
          ? ics.content
          : new TextDecoder().decode(ics?.content as ArrayBuffer);
      expect(veventsOf(content)[0]?.status).toBe('CANCELLED');
    }

    const ics = veventsOf((await t.app.inject(`/api/events/${event.id}/calendar.ics`)).body)[0];
    expect(ics?.status).toBe('CANCELLED');
    expect(ics?.sequence).toBeGreaterThan(sequenceBefore ?? 0);
    const refused = await post('/api/registrations', registration(event.id, 'three@example.com'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This event was cancelled');
    expect((await post('/api/stall-applications', stall(event.id))).statusCode).toBe(403);
    expect((await admin('POST', `/api/admin/events/${event.id}/cancel`, {})).statusCode).toBe(409);
  });

  it('raises the calendar SEQUENCE on every change', async () => {
    const event = await insertEvent(t.database, 10);
    const sequence = async () =>
      veventsOf((await t.app.inject(`/api/events/${event.id}/calendar.ics`)).body)[0]?.sequence ?? -1;
    const first = await sequence();
    const save = (venue: string) =>
      admin('PUT', `/api/admin/events/${event.id}`, {
        title: event.title,
        venue,
        address: event.address,
        date: '2030-01-16',
        time: '6:00 PM',
      });
    expect((await save('Park')).statusCode).toBe(200);
    const second = await sequence();
    expect((await save('Hall')).statusCode).toBe(200);
    expect(second).toBeGreaterThan(first);
    expect(await sequence()).toBeGreaterThan(second);
  });
});

describe('calendar and RSS feeds', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://events.example.org', SITE_TIMEZONE: 'America/Los_Angeles' });

  it('serve published events as valid iCalendar (from 60 days ago) and RSS 2.0 (upcoming)', async () => {
    await resetDatabase(t.database);
    const old = await insertEvent(t.database, -70, { title: 'Long ago' });
    const recent = await insertEvent(t.database, -30, { title: 'Last month' });
    const next = await insertEvent(t.database, 10, {
      title: 'Diwali & Friends',
      startsAt: new Date('2030-01-17T02:00:00Z'),
      endsAt: new Date('2030-01-17T06:00:00Z'),
      timeKnown: true,
    });
    const allDay = await insertEvent(t.database, 20, { title: 'Picnic' });
    const draft = await insertEvent(t.database, 5, { title: 'Secret', published: false });

    const res = await t.app.inject('/events.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const vevents = veventsOf(res.body);
    const uids = vevents.map((v) => v.uid);
    expect(uids).toContain(`${recent.id}@events.example.org`);
    expect(uids).toContain(`${next.id}@events.example.org`);
    expect(uids).toContain(`${allDay.id}@events.example.org`);
    expect(uids).not.toContain(`${old.id}@events.example.org`);
    expect(uids).not.toContain(`${draft.id}@events.example.org`);
    const diwali = vevents.find((v) => v.uid.startsWith(next.id));
    expect(diwali?.start.toISOString()).toBe('2030-01-17T02:00:00.000Z');
    expect(diwali?.end.toISOString()).toBe('2030-01-17T06:00:00.000Z');
    expect(diwali?.summary).toBe('Diwali & Friends');
    expect(vevents.find((v) => v.uid.startsWith(allDay.id))?.allDay).toBe(true);
    // Stable UIDs: the same on every fetch.
    expect(veventsOf((await t.app.inject('/events.ics')).body).map((v) => v.uid)).toEqual(uids);

    const feed = await t.app.inject('/feed.xml');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const rss = new XMLParser({ ignoreAttributes: false }).parse(feed.body);
    expect(rss.rss['@_version']).toBe('2.0');
    const items = [rss.rss.channel.item].flat();
    expect(items.map((i: { title: string }) => i.title)).toEqual(['Picnic', 'Diwali & Friends']);
    expect(items[1].link).toBe(`https://events.example.org/events/${next.slug}`);
  });
});
