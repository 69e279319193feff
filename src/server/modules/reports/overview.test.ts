import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { insertEvent } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';
import { registrations } from '../../db/schema';

describe('the overview across events: GET /api/admin/reports/overview', () => {
  const t = useTestApp({ SITE_TIMEZONE: 'America/Los_Angeles' });
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ headers: admin } = await loginAsAdmin(t.app));
  });

  const overview = (query: string) =>
    t.app.inject({ url: `/api/admin/reports/overview${query}`, headers: admin });

  /** A party of `people`, `arrived` of them checked in. */
  const party = (
    eventId: string,
    email: string | null,
    people: number,
    arrived: number,
    more: Partial<typeof registrations.$inferInsert> = {},
  ) =>
    t.database.db.insert(registrations).values({
      eventId,
      fullName: 'Guest',
      email,
      guestCount: people,
      checkedInPeople: arrived,
      ...more,
    });

  /** An event at a known time: `startsAt` (and `endsAt`) as ISO instants, its capacity or none. */
  const festival = (title: string, capacity: number | null, startsAt: string, endsAt?: string) =>
    insertEvent(t.database, 0, {
      title,
      startsAt: new Date(startsAt),
      endsAt: endsAt ? new Date(endsAt) : null,
      timeKnown: true,
      capacity,
    });

  it('answers each event of the period, its fill rate and no-shows, and who came back', async () => {
    const holi = await festival('Holi', 10, '2026-03-14T18:00:00Z');
    await party(holi.id, 'a@example.com', 2, 2);
    await party(holi.id, 'b@example.com', 3, 1);
    await party(holi.id, 'c@example.com', 1, 0);
    await party(holi.id, 'd@example.com', 2, 0, { status: 'cancelled' });
    await party(holi.id, null, 2, 2, { source: 'walk-up' });

    const diwali = await festival('Diwali', null, '2026-10-19T00:00:00Z', '2026-10-19T05:00:00Z');
    await party(diwali.id, 'A@Example.com', 2, 2);
    await party(diwali.id, 'b@example.com', 1, 1);
    await party(diwali.id, 'e@example.com', 4, 4);
    await party(diwali.id, 'c@example.com', 1, 0);
    await party(diwali.id, 'f@example.com', 3, 0, { status: 'waitlisted', waitlistOrder: 1 });

    // 21:00 on 31 December in the site's zone (1 January in UTC): in the period, and not over yet.
    const newYear = await festival('New Year', 4, '2027-01-01T05:00:00Z');
    await party(newYear.id, 'a@example.com', 2, 0);

    // Outside the period, and cancelled: neither is in it, nor makes anyone returning.
    const lastYear = await insertEvent(t.database, 0, { startsAt: new Date('2025-06-01T18:00:00Z') });
    await party(lastYear.id, 'e@example.com', 4, 4);
    const cancelled = await insertEvent(t.database, 0, {
      startsAt: new Date('2026-05-01T18:00:00Z'),
      status: 'cancelled',
    });
    await party(cancelled.id, 'c@example.com', 1, 1);

    const res = await overview('?from=2026-01-01&to=2026-12-31');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
      // a and b came to both Holi and Diwali.
      returningAttendees: 2,
      events: [
        {
          id: holi.id,
          slug: holi.slug,
          title: 'Holi',
          date: '2026-03-14',
          capacity: 10,
          confirmedPeople: 8,
          arrivedPeople: 5,
          noShowPeople: 3,
          fillRate: 0.8,
          returningPeople: 3,
          returningShare: 0.6,
        },
        {
          id: diwali.id,
          slug: diwali.slug,
          title: 'Diwali',
          date: '2026-10-18',
          capacity: null,
          confirmedPeople: 8,
          arrivedPeople: 7,
          noShowPeople: 1,
          fillRate: null,
          returningPeople: 3,
          returningShare: 0.429,
        },
        {
          id: newYear.id,
          slug: newYear.slug,
          title: 'New Year',
          date: '2026-12-31',
          capacity: 4,
          confirmedPeople: 2,
          arrivedPeople: 0,
          noShowPeople: null,
          fillRate: 0.5,
          returningPeople: 0,
          returningShare: null,
        },
      ],
    });

    // A shorter period: Diwali alone, so no one came to more than one event.
    const autumn = (await overview('?from=2026-10-18&to=2026-10-18')).json();
    expect(autumn.events.map((e: { title: string }) => e.title)).toEqual(['Diwali']);
    expect(autumn.returningAttendees).toBe(0);
    expect(autumn.events[0]).toMatchObject({ returningPeople: 0, returningShare: 0 });
  });

  it('refuses a period it cannot read, naming the field', async () => {
    for (const [query, path] of [
      ['?from=2026-13-01', 'from'],
      ['?to=yesterday', 'to'],
      ['?from=2026-05-01&to=2026-04-30', 'to'],
    ] as const) {
      const res = await overview(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].path, query).toBe(path);
    }
  });

  it('covers the last twelve months when no period is given', async () => {
    const res = await overview('');
    expect(res.statusCode).toBe(200);
    const { from, to } = res.json();
    expect(Date.parse(to) - Date.parse(from)).toBeGreaterThanOrEqual(365 * 86_400_000);
    expect(Date.parse(to) - Date.parse(from)).toBeLessThanOrEqual(366 * 86_400_000);
  });
});
