import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin, XHR_HEADERS } from '../../../../test/auth';
import { parseCsv } from '../../../../test/csv';
import { insertEvent } from '../../../../test/fixtures';
import { migrationsBefore } from '../../../../test/migrations-before';
import { setStatusAsAdmin } from '../../../../test/registrants';
import { useTestApp } from '../../../../test/test-app';
import { createEmptyTestDatabase } from '../../../../test/test-database';
import type { Database } from '../../db/client';
import { MIGRATION_LOCK_ID, migrateDatabase } from '../../db/migrate';
import { registrations } from '../../db/schema';

// Registrations keep the names of what they chose, so an admin's edit of the event never hides them.

const activities = [
  {
    category: 'Dance',
    options: [
      { id: 'opt_garba', name: 'Garba' },
      { id: 'opt_bhangra', name: 'Bhangra' },
    ],
  },
  { category: 'Food', options: [{ id: 'opt_chaat', name: 'Chaat stall' }] },
];

describe('a removed activity option stays named', () => {
  const t = useTestApp();
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app));
  });

  const register = async (eventId: string, email: string, selectedActivities: string[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: XHR_HEADERS,
      payload: { eventId, fullName: 'Asha Patel', email, guestCount: 2, selectedActivities },
    });
    expect(res.statusCode).toBe(201);
    return res.json().registration ?? res.json();
  };

  it('in the registrations list, the detail answer and the CSV, and the form can count who chose it', async () => {
    const event = await insertEvent(t.database, 20, { activities });
    const asha = await register(event.id, 'asha@example.org', ['opt_garba', 'opt_chaat']);
    await register(event.id, 'ravi@example.org', ['opt_chaat', 'opt_bhangra']);
    await register(event.id, 'meena@example.org', ['opt_garba']);

    const choices = (removing?: string) =>
      t.app.inject({
        url: `/api/admin/events/${event.id}/activity-choices${removing ? `?removing=${removing}` : ''}`,
        headers,
      });
    const before = await choices('opt_chaat,opt_bhangra');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      optionCounts: { opt_garba: 2, opt_chaat: 2, opt_bhangra: 1 },
      // Ravi chose both removed options: one person.
      registrationsChoosingRemoved: 2,
    });
    expect((await choices()).json().registrationsChoosingRemoved).toBe(0);

    // The admin drops the Food category and Bhangra, and renames Garba.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      headers,
      payload: {
        title: event.title,
        startsAt: event.startsAt.toISOString(),
        venue: event.venue,
        address: event.address,
        activities: [{ category: 'Dance', options: [{ id: 'opt_garba', name: 'Garba (circle)' }] }],
      },
    });
    expect(put.statusCode).toBe(200);

    const list = (await t.app.inject({ url: `/api/admin/events/${event.id}/registrations`, headers })).json();
    const byEmail = (email: string) => list.find((r: { email: string }) => r.email === email);
    expect(byEmail('asha@example.org').activityNames).toEqual(['Garba (circle)', 'Chaat stall']);
    expect(byEmail('ravi@example.org').activityNames).toEqual(['Chaat stall', 'Bhangra']);

    const detail = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/registrations/${asha.id}/comment`,
      headers,
      payload: { adminComment: 'Seen' },
    });
    expect(detail.json().activityNames).toEqual(['Garba (circle)', 'Chaat stall']);

    const csv = await t.app.inject({ url: `/api/admin/events/${event.id}/registrations/export`, headers });
    const [header, ...rows] = parseCsv(csv.body);
    const activitiesColumn = header?.indexOf('Activities') ?? -1;
    const emailColumn = header?.indexOf('Email') ?? -1;
    const csvRow = (email: string) => rows.find((row) => row[emailColumn] === email)?.[activitiesColumn];
    expect(csvRow('ravi@example.org')).toBe('Chaat stall; Bhangra');
    expect(csvRow('asha@example.org')).toBe('Garba (circle); Chaat stall');

    // The names stored at sign-up are untouched by the admin's edit.
    const [stored] = await t.database.db.select().from(registrations).where(eq(registrations.id, asha.id));
    expect(stored?.selectedActivityNames).toEqual({ opt_garba: 'Garba', opt_chaat: 'Chaat stall' });
  });

  it('counts no cancelled registration, and 404s for an unknown event', async () => {
    const event = await insertEvent(t.database, 20, { activities });
    const gone = await register(event.id, 'gone@example.org', ['opt_chaat']);
    await setStatusAsAdmin(t.app, headers, gone.id, 'cancelled');
    const res = await t.app.inject({
      url: `/api/admin/events/${event.id}/activity-choices?removing=opt_chaat`,
      headers,
    });
    expect(res.json()).toEqual({ optionCounts: {}, registrationsChoosingRemoved: 0 });
    const missing = await t.app.inject({
      url: '/api/admin/events/00000000-0000-4000-8000-000000000000/activity-choices',
      headers,
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/admin/events/${event.id}/activity-choices` })).statusCode).toBe(
      401,
    );
  });
});

describe('migrating registrations stored without option names', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createEmptyTestDatabase();
    await database.applyMigrations(migrationsBefore('0011'), MIGRATION_LOCK_ID);
    const [event] = (
      await database.db.execute<{ id: string }>(sql`
        insert into events (slug, title, starts_at, venue, address, activities)
        values ('mela', 'Mela', now() + interval '20 days', 'Hall', 'Street', ${JSON.stringify(activities)}::jsonb)
        returning id`)
    ).rows;
    await database.db.execute(sql`
      insert into registrations (event_id, full_name, email, selected_activities)
      values (${event?.id}, 'Asha', 'asha@example.org', '["opt_garba", "opt_chaat", "opt_unknown"]'::jsonb),
             (${event?.id}, 'Ravi', 'ravi@example.org', '[]'::jsonb)`);
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it('fills each registration with the current names of the options it chose', async () => {
    const rows = await database.db.select().from(registrations);
    const byEmail = (email: string) => rows.find((row) => row.email === email)?.selectedActivityNames;
    expect(byEmail('asha@example.org')).toEqual({ opt_garba: 'Garba', opt_chaat: 'Chaat stall' });
    expect(byEmail('ravi@example.org')).toEqual({});
  });
});
