import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../../../test/migrations-before';
import { createEmptyTestDatabase } from '../../../test/test-database';
import type { Database } from './client';
import { MIGRATION_LOCK_ID, migrateDatabase } from './migrate';
import { contactMessageReplies, contactMessages } from './schema';

describe('migrating contact messages that kept one reply', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createEmptyTestDatabase();
    await database.applyMigrations(migrationsBefore('0009'), MIGRATION_LOCK_ID);
    await database.db.execute(sql`
      insert into contact_messages (first_name, last_name, email, subject, message, reply_text, replied_at, replied_by)
      values ('Asha', 'Patel', 'answered@example.org', 'volunteer', 'Can I help?', 'Yes, come at 9.',
              '2026-05-01T10:00:00Z', 'admin'),
             ('Ravi', 'Kumar', 'open@example.org', 'feedback', 'Lovely evening!', null, null, null)`);
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it('keeps the stored reply as the first of its history, and gives unanswered messages none', async () => {
    const messages = await database.db.select().from(contactMessages);
    const answered = messages.find((m) => m.email === 'answered@example.org');
    const open = messages.find((m) => m.email === 'open@example.org');
    expect(answered?.repliedAt?.toISOString()).toBe('2026-05-01T10:00:00.000Z');
    expect(open?.repliedAt).toBeNull();
    const replies = await database.db.select().from(contactMessageReplies);
    expect(replies).toEqual([
      expect.objectContaining({
        messageId: answered?.id,
        body: 'Yes, come at 9.',
        repliedBy: 'admin',
        createdAt: new Date('2026-05-01T10:00:00Z'),
      }),
    ]);
  });
});
