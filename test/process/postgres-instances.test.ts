import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { serversOfThisFile, throwawayPostgresDatabase, waitHealthy } from './server-process';

// Several instances sharing one PostgreSQL, as a host scaling the site out runs them.

const { start, tempDataDir } = serversOfThisFile();

const migrationCount = () =>
  (
    JSON.parse(
      fs.readFileSync(
        path.resolve(import.meta.dirname, '../../src/server/db/migrations/meta/_journal.json'),
        'utf8',
      ),
    ) as { entries: unknown[] }
  ).entries.length;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'several instances on one PostgreSQL (needs TEST_DATABASE_URL)',
  () => {
    it('two servers starting together both come up, migrating and seeding once', async () => {
      const { url, drop } = await throwawayPostgresDatabase('proc');
      try {
        const [a, b] = await Promise.all([
          start({ DATABASE_URL: url, DATA_DIR: tempDataDir() }),
          start({ DATABASE_URL: url, DATA_DIR: tempDataDir() }),
        ]);
        const [okA, okB] = await Promise.all([waitHealthy(a), waitHealthy(b)]);
        expect(okA, a.output()).toBe(true);
        expect(okB, b.output()).toBe(true);
        const db = new pg.Client({ connectionString: url });
        await db.connect();
        const migrations = await db.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        const events = await db.query('select count(*)::int as n from events');
        await db.end();
        expect(migrations.rows[0].n).toBe(migrationCount());
        expect(events.rows[0].n).toBe(2);
        // A change made through one instance is visible through the other, whose cached answer it replaces.
        const settingsOfA = async () =>
          ((await (await fetch(`http://127.0.0.1:${a.port}/api/settings`)).json()) as { tagline: string })
            .tagline;
        expect(await settingsOfA()).toBe('Celebrating Culture, Together');
        const xhr = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
        const login = await fetch(`http://127.0.0.1:${b.port}/api/login`, {
          method: 'POST',
          headers: xhr,
          body: JSON.stringify({ username: 'admin', password: 'process-test-password' }),
        });
        expect(login.status).toBe(200);
        const cookie = login.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
        const saved = await fetch(`http://127.0.0.1:${b.port}/api/admin/settings`, {
          method: 'PUT',
          headers: { ...xhr, cookie },
          body: JSON.stringify({ tagline: 'Changed through instance B' }),
        });
        expect(saved.status).toBe(200);
        const deadline = Date.now() + 5000;
        while ((await settingsOfA()) !== 'Changed through instance B' && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 50));
        }
        expect(await settingsOfA()).toBe('Changed through instance B');
        await Promise.all([a.stop(), b.stop()]);
      } finally {
        await drop();
      }
    });
  },
);
