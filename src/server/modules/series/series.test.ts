import { calendarDateIn, wallClockIn } from '@shared/dates';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { postSignUp } from '../../../../test/fixtures';
import { outboxMails } from '../../../../test/outbox';
import { useTestApp } from '../../../../test/test-app';
import { extendSeries } from './dates';

// Series (docs/product-rules.md, "Series"; docs/event-times.md, "Series across daylight saving").

const ZONE = 'America/Los_Angeles';
const now = new Date();
/** The next autumn whose October lies ahead: its dates cross the November change within twelve months. */
const year = now.getUTCMonth() < 9 ? now.getUTCFullYear() : now.getUTCFullYear() + 1;
const day = (month: number, d: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The first Tuesday on or after that day of the month. */
const tuesdayFrom = (month: number, d: number) => {
  const date = new Date(Date.UTC(year, month - 1, d));
  while (date.getUTCDay() !== 2) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

const classPayload = (overrides: Record<string, unknown> = {}) => ({
  title: 'Bharatanatyam class',
  description: 'Weekly dance class',
  venue: 'Studio 2',
  address: '12 Main St',
  date: day(10, 1),
  startTime: '6:00 PM',
  durationMinutes: 90,
  capacity: 10,
  recurrence: { freq: 'weekly', interval: 1, byWeekday: ['TU', 'TH'], until: day(11, 30) },
  exceptions: [] as string[],
  ...overrides,
});

describe('series', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://events.example.org', SITE_TIMEZONE: ZONE });
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app));
  });
  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/series', headers, payload });
  const register = (eventId: string, fullName: string, email: string) =>
    postSignUp(t.app, eventId, { fullName, guestCount: 1 }, email);

  it('makes every Tuesday and Thursday at 6:00 PM local across the November change, skipping an exception', async () => {
    const skipped = tuesdayFrom(10, 15);
    const res = await create(classPayload({ exceptions: [skipped] }));
    expect(res.statusCode, res.body).toBe(201);
    const series = res.json();
    expect(series.summary).toBe('Every Tuesday and Thursday, 6:00 PM');
    const starts = series.dates.map((d: { startsAt: string }) => new Date(d.startsAt));
    const days = starts.map((s: Date) => calendarDateIn(s, ZONE));
    expect(days).not.toContain(skipped);
    expect(days).toContain(
      calendarDateIn(new Date(Date.parse(`${skipped}T12:00:00Z`) + 2 * 86_400_000), ZONE),
    );
    // October and November: 9 + 8 or so Tuesdays and Thursdays, less the exception.
    expect(days.length).toBeGreaterThan(14);
    for (const start of starts) {
      const clock = wallClockIn(start, ZONE);
      expect([clock.hour, clock.minute]).toEqual([18, 0]);
      const weekday = new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay();
      expect([2, 4]).toContain(weekday);
    }
    // The same wall clock is a different UTC hour on either side of the change: 01:00Z, then 02:00Z.
    const utcHours = new Set(starts.map((s: Date) => s.getUTCHours()));
    expect(utcHours).toEqual(new Set([1, 2]));
    // Each date is an event of its own, with its own places and the 90-minute length.
    const first = series.dates[0];
    const event = (await t.app.inject(`/api/events/${first.slug}`)).json();
    expect(event.seriesId).toBe(series.id);
    expect(event.capacity).toBe(10);
    expect(new Date(event.endsAt).getTime() - new Date(event.startsAt).getTime()).toBe(90 * 60_000);
    const pub = (await t.app.inject(`/api/series/${series.slug}`)).json();
    expect(pub.dates[0]).toMatchObject({ id: first.id, spotsLeft: 10 });
  });

  it('refuses a rule with both an end date and a number of dates, and one that makes no date', async () => {
    const both = await create(
      classPayload({ recurrence: { freq: 'weekly', byWeekday: ['TU'], until: day(11, 30), count: 3 } }),
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Give either an end date or a number of dates, not both');
    const none = await create(
      classPayload({
        date: '2020-01-01',
        recurrence: { freq: 'weekly', byWeekday: ['TU'], until: '2020-02-01' },
      }),
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('These settings make no dates from today on');
  });

  it('makes dates twelve months ahead and adds later ones as time passes, each once', async () => {
    const res = await create(
      classPayload({
        title: 'Tabla circle',
        date: calendarDateIn(now, ZONE),
        recurrence: { freq: 'weekly' },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const series = res.json();
    const count = series.dates.length;
    expect(count).toBeGreaterThanOrEqual(52);
    const last = new Date(series.dates.at(-1).startsAt);
    expect(last.getTime() - now.getTime()).toBeGreaterThan(360 * 86_400_000);
    expect(await extendSeries(t.database.db, ZONE, now)).toBe(0);
    // The public list, read at the real time: it leaves out today's date once its start has passed.
    const listed = async () => (await t.app.inject(`/api/series/${series.id}`)).json().dates;
    const shown = (await listed()).length;

    const later = new Date(now.getTime() + 29 * 86_400_000);
    expect(await extendSeries(t.database.db, ZONE, later)).toBeGreaterThanOrEqual(4);
    expect(await extendSeries(t.database.db, ZONE, later)).toBe(0);
    const all = await listed();
    // Four more weeks' dates at least, each once.
    expect(all.length).toBeGreaterThanOrEqual(shown + 4);
    expect(new Date(all.at(-1).startsAt).getTime() - later.getTime()).toBeGreaterThan(360 * 86_400_000);
    expect(new Set(all.map((d: { startsAt: string }) => d.startsAt)).size).toBe(all.length);
  });

  it('changes the time from a date on: its registrants are told, earlier dates stay as they were', async () => {
    const series = (await create(classPayload({ title: 'Kathak class' }))).json();
    const [early, from, after] = series.dates;
    expect((await register(early.id, 'Early Bird', 'early@example.org')).statusCode).toBe(201);
    expect((await register(from.id, 'Asha Patel', 'asha@example.org')).statusCode).toBe(201);
    await t.app.mail.idle();
    const before = (await outboxMails(t.dataDir)).length;

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/series/${series.id}`,
      headers,
      payload: { from: from.id, changes: { startTime: '7:00 PM', venue: 'Studio 3' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json();
    expect(changed.summary).toBe('Every Tuesday and Thursday, 7:00 PM');
    const byId = new Map(changed.dates.map((d: { id: string; startsAt: string }) => [d.id, d.startsAt]));
    expect(byId.get(early.id)).toBe(early.startsAt);
    for (const id of [from.id, after.id])
      expect(wallClockIn(new Date(byId.get(id) as string), ZONE).hour).toBe(19);
    expect((await t.app.inject(`/api/events/${from.id}`)).json().venue).toBe('Studio 3');
    expect((await t.app.inject(`/api/events/${early.id}`)).json().venue).toBe('Studio 2');

    await t.app.mail.idle();
    const mails = (await outboxMails(t.dataDir)).slice(before);
    expect(mails.map((m) => m.to?.[0]?.address)).toEqual(['asha@example.org']);
    expect(mails[0]?.subject).toBe('Changed: Kathak class');
    expect(mails[0]?.text).toContain('Time: 6:00 PM - 7:30 PM → 7:00 PM - 8:30 PM');
  });

  it('ends from a date: dates nobody registered for go, those with registrants are cancelled and told', async () => {
    const series = (await create(classPayload({ title: 'Sitar class' }))).json();
    const [kept, from, withRegistrant, gone] = series.dates;
    expect((await register(withRegistrant.id, 'Ravi Kumar', 'ravi@example.org')).statusCode).toBe(201);
    await t.app.mail.idle();
    const before = (await outboxMails(t.dataDir)).length;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/series/${series.id}`,
      headers,
      payload: { from: from.id },
    });
    expect(res.statusCode, res.body).toBe(204);
    const dates = (await t.app.inject(`/api/series/${series.id}`)).json().dates;
    expect(dates.map((d: { id: string; status: string }) => [d.id, d.status])).toEqual([
      [kept.id, 'scheduled'],
      [withRegistrant.id, 'cancelled'],
    ]);
    expect((await t.app.inject(`/api/events/${gone.id}`)).statusCode).toBe(404);
    await t.app.mail.idle();
    const mails = (await outboxMails(t.dataDir)).slice(before);
    expect(mails.map((m) => [m.to?.[0]?.address, m.subject])).toEqual([
      ['ravi@example.org', 'Cancelled: Sitar class'],
    ]);
    // No later date comes back as time passes.
    await extendSeries(t.database.db, ZONE, new Date(now.getTime() + 60 * 86_400_000));
    expect((await t.app.inject(`/api/series/${series.id}`)).json().dates).toHaveLength(2);
  });

  it('answers an .ics with RRULE, EXDATE and a cancelled date that calendars read at 6:00 PM local', async () => {
    const skipped = tuesdayFrom(10, 22);
    const series = (await create(classPayload({ title: 'Veena class', exceptions: [skipped] }))).json();
    const cancelled = series.dates[3];
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${cancelled.id}/cancel`,
      headers,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);

    const res = await t.app.inject(`/api/series/${series.slug}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const timezone = calendar.getFirstSubcomponent('vtimezone');
    if (!timezone) throw new Error('no VTIMEZONE');
    ICAL.TimezoneService.register(timezone);
    const [main, ...overrides] = calendar.getAllSubcomponents('vevent');
    if (!main) throw new Error('no VEVENT');
    const rrule = main.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(rrule.freq).toBe('WEEKLY');
    expect(rrule.parts.BYDAY).toEqual(['TU', 'TH']);
    const exdates = main
      .getAllProperties('exdate')
      .flatMap((p) => p.getValues() as ICAL.Time[])
      .map((time) => calendarDateIn(time.toJSDate(), ZONE));
    expect(exdates).toContain(skipped);
    expect(overrides).toHaveLength(1);
    expect(overrides[0]?.getFirstPropertyValue('status')).toBe('CANCELLED');
    const recurrenceId = overrides[0]?.getFirstPropertyValue('recurrence-id') as ICAL.Time;
    expect(calendarDateIn(recurrenceId.toJSDate(), ZONE)).toBe(
      calendarDateIn(new Date(cancelled.startsAt), ZONE),
    );

    // Expanded as a calendar app does: the same dates as the site's, every one at 6:00 PM in the zone.
    const event = new ICAL.Event(main);
    const iterator = event.iterator();
    const expanded: Date[] = [];
    const exSet = new Set(exdates);
    const lastMade = new Date(series.dates.at(-1).startsAt);
    for (let next = iterator.next(); next && next.toJSDate() <= lastMade; next = iterator.next()) {
      const start = next.toJSDate();
      if (!exSet.has(calendarDateIn(start, ZONE))) expanded.push(start);
    }
    expect(expanded.map((d) => d.toISOString())).toEqual(
      series.dates.map((d: { startsAt: string }) => d.startsAt),
    );
    for (const start of expanded) expect(wallClockIn(start, ZONE).hour).toBe(18);
  });
});
