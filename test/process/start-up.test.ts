import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer, waitHealthy } from './server-process';

// What an operator sees when starting the server: clear one-line refusals, data that survives restarts,
// and several instances sharing one PostgreSQL.

const running: ServerProcess[] = [];
const tempDirs: string[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const tempDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-proc-'));
  tempDirs.push(dir);
  return dir;
};

async function start(env: Record<string, string>) {
  const server = await startServer({ ADMIN_PASSWORD: 'process-test-password', ...env });
  running.push(server);
  return server;
}

const migrationCount = () =>
  (
    JSON.parse(
      fs.readFileSync(
        path.resolve(import.meta.dirname, '../../src/server/db/migrations/meta/_journal.json'),
        'utf8',
      ),
    ) as { entries: unknown[] }
  ).entries.length;

const lastLine = (text: string) => text.trim().split('\n').filter(Boolean).at(-1) ?? '';

describe('configuration errors', () => {
  it('refuses PORT=abc with one line naming the variable', async () => {
    const refused = await startServerWithRawEnv({ PORT: 'abc' });
    expect(refused.code).toBe(1);
    expect(refused.output.trim().split('\n')).toHaveLength(1);
    expect(refused.output).toMatch(/^Cannot start: Invalid environment variable PORT: /);
  });

  it('refuses a bad SITE_TIMEZONE and an unreachable DATABASE_URL, each in one line', async () => {
    const zone = await startServerWithRawEnv({ SITE_TIMEZONE: 'Mars/Olympus' });
    expect(zone.code).toBe(1);
    expect(zone.output.trim()).toMatch(/^Cannot start: Invalid environment variable SITE_TIMEZONE: /);

    const db = await startServerWithRawEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing' });
    expect(db.code).toBe(1);
    expect(lastLine(db.output)).toMatch(/^Cannot start: Cannot connect to DATABASE_URL: /);
    expect(db.output).not.toMatch(/\n\s+at /);
  });
});

/** Runs main.ts with exactly these variables (plus PATH/HOME and a fresh DATA_DIR) until it exits. */
async function startServerWithRawEnv(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const server = await startServer({ DATA_DIR: tempDataDir(), ...env }, { raw: true });
  return { code: await server.exited, output: server.output() };
}

describe('the embedded database', () => {
  // One data directory throughout: creating an embedded database costs seconds of both cores.
  it('keeps its data across a restart, does not seed twice, and refuses a second server on it', async () => {
    const dataDir = tempDataDir();
    const first = await start({ DATA_DIR: dataDir });
    expect(await waitHealthy(first)).toBe(true);
    const before = await (await fetch(`http://127.0.0.1:${first.port}/api/events`)).json();
    expect(before).toHaveLength(2);
    expect(await first.stop()).toBe(0);

    const second = await start({ DATA_DIR: dataDir });
    expect(await waitHealthy(second)).toBe(true);
    const after = await (await fetch(`http://127.0.0.1:${second.port}/api/events`)).json();
    expect(after.map((e: { id: string }) => e.id)).toEqual(before.map((e: { id: string }) => e.id));

    const intruder = await start({ DATA_DIR: dataDir });
    expect(await intruder.exited).toBe(1);
    expect(lastLine(intruder.output())).toMatch(
      /^Cannot start: The database in .* is in use by another process/,
    );
    // The running one is unharmed.
    expect((await fetch(`http://127.0.0.1:${second.port}/healthz`)).status).toBe(200);
    await second.stop();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'several instances on one PostgreSQL (needs TEST_DATABASE_URL)',
  () => {
    it('two servers starting together both come up, migrating and seeding once', async () => {
      const base = process.env.TEST_DATABASE_URL as string;
      const name = `aarohi_test_${process.env.TEST_RUN_ID ?? 'adhoc'}_proc_${process.pid}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      try {
        const [a, b] = await Promise.all([
          start({ DATABASE_URL: url.toString(), DATA_DIR: tempDataDir() }),
          start({ DATABASE_URL: url.toString(), DATA_DIR: tempDataDir() }),
        ]);
        const [okA, okB] = await Promise.all([waitHealthy(a), waitHealthy(b)]);
        expect(okA, a.output()).toBe(true);
        expect(okB, b.output()).toBe(true);
        const db = new pg.Client({ connectionString: url.toString() });
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
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    });
  },
);
