import { MANAGE_TOKEN_HEADER } from '@shared/schemas/registrations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XHR_HEADERS } from '../../../test/auth';
import { migrationsBefore } from '../../../test/migrations-before';
import { closeTestApp, createTestApp, type TestApp } from '../../../test/test-app';
import { createEmptyTestDatabase } from '../../../test/test-database';
import { hashManageToken } from '../modules/registrations/manage-token';
import type { Database } from './client';
import { MIGRATION_LOCK_ID, migrateDatabase } from './migrate';

// Registrations stored before events had ticket types, guest names and questions keep working, and so do the
// payloads of clients that know nothing of them.

describe('migrating to ticket types and questions', () => {
  let database: Database;
  let t: TestApp;
  const token = 'a-manage-token-from-before';
  beforeAll(async () => {
    database = await createEmptyTestDatabase();
    await database.applyMigrations(migrationsBefore('0016'), MIGRATION_LOCK_ID);
    await database.db.execute(sql`
      with event as (
        insert into events (slug, title, starts_at, venue, address, capacity, confirmed_people)
        values ('old-night', 'Old Night', now() + interval '20 days', 'Hall', '1 Main St', 10, 5) returning id
      )
      insert into registrations (event_id, full_name, email, guest_count, status, waitlist_order, manage_token_hash)
      select id, name, email, n, status, w, ${hashManageToken(token)} from event,
        (values ('Asha', 'asha@example.org', 3, 'confirmed', null::int),
                ('Ravi', 'ravi@example.org', 2, 'confirmed', null),
                ('Meena', 'meena@example.org', 6, 'waitlisted', 1)) as p(name, email, n, status, w)`);
    await migrateDatabase(database);
    t = await createTestApp({}, {}, database);
  });
  afterAll(async () => {
    await closeTestApp(t);
    await database.close();
  });

  const registrationOf = async (email: string) =>
    (await database.db.execute<{ id: string }>(sql`select id from registrations where email = ${email}`))
      .rows[0]?.id;

  it('answers the event and its registrations as before, with no types, names or questions', async () => {
    const event = (await t.app.inject({ url: '/api/events/old-night' })).json();
    expect(event).toMatchObject({
      capacity: 10,
      spotsLeft: 5,
      ticketTypes: [],
      guestNames: 'off',
      questions: [],
    });
    const res = await t.app.inject({
      url: `/api/registrations/${await registrationOf('asha@example.org')}`,
      headers: { [MANAGE_TOKEN_HEADER]: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Asha',
      guestCount: 3,
      status: 'confirmed',
      tickets: [],
      answers: [],
    });
  });

  it('takes the spec’s payloads: an update of the party size and a new sign-up', async () => {
    const id = await registrationOf('ravi@example.org');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/registrations/${id}`,
      headers: { ...XHR_HEADERS, [MANAGE_TOKEN_HEADER]: token },
      payload: { eventId: 'old-night', fullName: 'Ravi', email: 'ravi@example.org', guestCount: 4 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ guestCount: 4, tickets: [] });
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: XHR_HEADERS,
      payload: {
        eventId: 'old-night',
        fullName: 'Kiran',
        email: 'kiran@example.org',
        phone: '',
        guestCount: 3,
        selectedActivities: [],
        activityResponses: [],
        notes: '',
      },
    });
    expect(post.statusCode).toBe(201);
    // Asha's 3 and Ravi's 4 leave 3 places: Kiran's party fits; Meena's 6 still wait.
    expect(post.json()).toMatchObject({ status: 'confirmed', guestCount: 3, tickets: [] });
    expect((await t.app.inject({ url: '/api/events/old-night' })).json().spotsLeft).toBe(0);
  });
});
