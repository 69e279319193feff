import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../../../test/migrations-before';
import { createEmptyTestDatabase } from '../../../test/test-database';
import type { Database } from './client';
import { MIGRATION_LOCK_ID, migrateDatabase } from './migrate';
import { registrations } from './schema';

describe('migrating check-ins made before registrations kept their count', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createEmptyTestDatabase();
    await database.applyMigrations(migrationsBefore('0013'), MIGRATION_LOCK_ID);
    await database.db.execute(sql`
      with event as (
        insert into events (slug, title, starts_at, venue, address)
        values ('door-night', 'Door Night', now(), 'Hall', '1 Main St') returning id
      ),
      party as (
        insert into registrations (event_id, full_name, email, guest_count)
        select id, name, email, 4 from event,
          (values ('Asha', 'asha@example.org'), ('Ravi', 'ravi@example.org')) as p(name, email)
        returning id, event_id, full_name
      )
      insert into check_ins (event_id, registration_id, people, undone_at)
      select event_id, id, n, undone from party,
        (values (2, null::timestamptz), (1, null), (1, now())) as c(n, undone)
      where full_name = 'Asha'`);
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it('counts each party’s check-ins that were not undone', async () => {
    const rows = await database.db
      .select({ name: registrations.fullName, checkedIn: registrations.checkedInPeople })
      .from(registrations)
      .orderBy(registrations.fullName);
    expect(rows).toEqual([
      { name: 'Asha', checkedIn: 3 },
      { name: 'Ravi', checkedIn: 0 },
    ]);
  });
});
