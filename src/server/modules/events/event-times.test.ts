import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { migrationsBefore } from '../../../../test/migrations-before';
import { useTestApp } from '../../../../test/test-app';
import { createEmptyTestDatabase } from '../../../../test/test-database';
import type { Database } from '../../db/client';
import { MIGRATION_LOCK_ID, migrateDatabase } from '../../db/migrate';
import { events } from '../../db/schema';
import { eventToApi } from '../../lib/to-api';

const LA = 'America/Los_Angeles';

const baseEvent = {
  title: 'Garba Night',
  venue: 'Community Hall',
  address: '1 Main Street, Tracy, CA',
};

/** 6 PM on 16 January 2027 in Los Angeles (no end), as the API answers it. */
const winterEvening = {
  startsAt: '2027-01-17T02:00:00.000Z',
  endsAt: null,
  timeKnown: true,
  time: '6:00 PM',
  status: 'scheduled',
  published: true,
};

describe('event start and end from the admin payload', () => {
  const t = useTestApp({ SITE_TIMEZONE: LA });
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app));
  });
  const create = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers,
      payload: { ...baseEvent, ...payload },
    });
  /** The created event, as answered (the creation must succeed). */
  const created = async (payload: object) => {
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it('reads 6 PM in January as 02:00Z the next day and in July as 01:00Z', async () => {
    expect(await created({ date: '2027-01-16', time: '6:00 PM' })).toMatchObject({
      date: '2027-01-17T02:00:00.000Z',
      ...winterEvening,
    });
    const summer = await created({ date: '2027-07-16', time: '18:00' });
    expect(summer).toMatchObject({ startsAt: '2027-07-17T01:00:00.000Z', time: '6:00 PM' });
  });

  it('reads a range, an end before the start as the next day, across the spring-forward night', async () => {
    expect(await created({ date: '2027-01-16', time: '6:00 PM - 10:00 PM' })).toMatchObject({
      startsAt: '2027-01-17T02:00:00.000Z',
      endsAt: '2027-01-17T06:00:00.000Z',
      time: '6:00 PM - 10:00 PM',
    });
    expect(await created({ date: '2027-03-13', time: '9:00 PM - 1:00 AM' })).toMatchObject({
      startsAt: '2027-03-14T05:00:00.000Z',
      endsAt: '2027-03-14T09:00:00.000Z',
      time: '9:00 PM - 1:00 AM',
    });
  });

  it('takes the day of a date-picker timestamp (midnight UTC) as that calendar day', async () => {
    const event = await created({ date: '2027-01-16T00:00:00.000Z', time: '6:00 PM' });
    expect(event.startsAt).toBe('2027-01-17T02:00:00.000Z');
  });

  it('accepts startsAt and endsAt instead, and keeps date and time in step', async () => {
    const event = await created({
      startsAt: '2027-07-16T18:00:00-07:00',
      endsAt: '2027-07-16T22:30:00-07:00',
    });
    expect(event).toMatchObject({
      date: '2027-07-17T01:00:00.000Z',
      startsAt: '2027-07-17T01:00:00.000Z',
      endsAt: '2027-07-17T05:30:00.000Z',
      time: '6:00 PM - 10:30 PM',
      timeKnown: true,
    });
    expect(await created({ startsAt: '2027-07-16T12:00', timeKnown: false })).toMatchObject({
      startsAt: '2027-07-16T07:00:00.000Z',
      time: null,
      timeKnown: false,
    });
    const backwards = await create({ startsAt: '2027-07-16T18:00:00Z', endsAt: '2027-07-16T17:00:00Z' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0]).toEqual({
      path: 'endsAt',
      message: 'The end must be after the start',
    });
  });

  it('refuses a time it cannot read with 400 naming time and showing the accepted forms', async () => {
    for (const time of ['Evening', '25:00', '6 PM - late']) {
      const res = await create({ date: '2027-01-16', time });
      expect(res.statusCode).toBe(400);
      const error = res.json().errors.find((e: { path: string }) => e.path === 'time');
      expect(error.message).toBe('Use a time like "6:00 PM", "18:00" or "6:00 PM - 10:00 PM"');
    }
    const none = await create({ time: '6:00 PM' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({ path: 'date', message: 'Date is required' });
  });

  it('moves nothing when an unchanged event is saved again', async () => {
    const event = await created({ date: '2027-01-16', time: '5:00 PM - 10:00 PM' });
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      headers,
      payload: { ...baseEvent, date: event.date, time: event.time },
    });
    expect(again.json()).toMatchObject({
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      time: event.time,
    });
  });
});

describe('migrating events stored with a date and a free-text time', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createEmptyTestDatabase();
    const folder = migrationsBefore('0004');
    await database.applyMigrations(folder, MIGRATION_LOCK_ID);
    const rows: [string, string, string | null][] = [
      ['winter', '2027-01-16T08:00:00Z', '6:00 PM'],
      ['summer-range', '2027-07-16T07:00:00Z', '6:00 PM - 10:00 PM'],
      ['garba', '2027-03-13T08:00:00Z', '9 PM - 1 AM'],
      ['seeded', '2027-05-10T00:00:00Z', '5:00 PM - 10:00 PM'],
      ['unreadable', '2027-05-01T07:00:00Z', 'Evening, after sunset'],
      ['unreadable-late', '2027-05-04T01:00:00Z', 'TBD'],
      ['no-time-at-a-time', '2027-05-02T00:30:00Z', null],
      ['no-time', '2027-05-03T07:00:00Z', null],
    ];
    for (const [slug, date, time] of rows) {
      await database.db.execute(
        sql`insert into events (slug, title, date, time, venue, address) values (${slug}, ${slug}, ${date}::timestamptz, ${time}, 'Hall', 'Street')`,
      );
    }
    await migrateDatabase(database, LA);
    // Running again (every start-up does) changes nothing.
    await migrateDatabase(database, LA);
  });

  const bySlug = async (slug: string) => {
    const rows = await database.db.select().from(events).where(sql`${events.slug} = ${slug}`);
    const row = rows[0];
    if (!row) throw new Error(slug);
    return { row, api: eventToApi(row, (k) => k, LA, new Date('2027-01-01T00:00:00Z')) };
  };

  it('turns readable times into start and end instants in the site zone', async () => {
    expect((await bySlug('winter')).api).toMatchObject(winterEvening);
    expect((await bySlug('summer-range')).api).toMatchObject({
      startsAt: '2027-07-17T01:00:00.000Z',
      endsAt: '2027-07-17T05:00:00.000Z',
      time: '6:00 PM - 10:00 PM',
    });
    expect((await bySlug('garba')).api).toMatchObject({
      startsAt: '2027-03-14T05:00:00.000Z',
      endsAt: '2027-03-14T09:00:00.000Z',
    });
    expect((await bySlug('seeded')).api).toMatchObject({
      startsAt: '2027-05-10T00:00:00.000Z',
      endsAt: '2027-05-10T05:00:00.000Z',
    });
  });

  it('leaves the time unknown where it cannot read it, keeping the text it could not read', async () => {
    const unreadable = await bySlug('unreadable');
    expect(unreadable.api).toMatchObject({
      startsAt: '2027-05-01T07:00:00.000Z',
      timeKnown: false,
      time: null,
    });
    expect(unreadable.row.legacyTime).toBe('Evening, after sunset');
    const late = await bySlug('unreadable-late');
    expect(late.api).toMatchObject({ startsAt: '2027-05-03T07:00:00.000Z', timeKnown: false, time: null });
  });

  it('keeps a date stored at a time of day without a time text as that start', async () => {
    expect((await bySlug('no-time-at-a-time')).api).toMatchObject({
      startsAt: '2027-05-02T00:30:00.000Z',
      timeKnown: true,
      time: '5:30 PM',
    });
    const noTime = await bySlug('no-time');
    expect(noTime.api).toMatchObject({ startsAt: '2027-05-03T07:00:00.000Z', timeKnown: false, time: null });
    expect(noTime.row.legacyTime).toBeNull();
  });
});
