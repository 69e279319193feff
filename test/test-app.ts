import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/server/app';
import { type Config, loadConfig } from '../src/server/config';
import type { Database } from '../src/server/db/client';
import { TEST_PASSWORD_COST } from './auth';
import { getTestDatabase } from './test-database';

export type TestApp = { app: FastifyInstance; database: Database; config: Config; dataDir: string };

/** Builds the real application on `database` (the worker's test database), with a temporary DATA_DIR. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Partial<Omit<BuildAppOptions, 'config' | 'database'>> = {},
  database?: Database,
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...env,
  });
  database ??= await getTestDatabase();
  // Tests insert rows directly, behind the cache's back: it is off unless a test asks for it. The same for the
  // reminder sweep's timer.
  const app = await buildApp({
    config,
    database,
    ssr: false,
    logger: false,
    publicCache: false,
    loadShedding: false,
    passwordCost: TEST_PASSWORD_COST,
    // Reminders go out only when a test drives them (app.reminders.run(now)) or asks for the sweep.
    reminderSweep: false,
    ...options,
  });
  await app.ready();
  return { app, database, config, dataDir };
}

/** Closes a test app and removes its DATA_DIR. */
export async function closeTestApp({ app, dataDir }: TestApp): Promise<void> {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * useTestApp sending its mail to a test SMTP server (test/smtp-server.ts): its address is read when the app is
 * built, in beforeAll, once the server has its port.
 */
export function useTestAppWithSmtp(
  smtp: { readonly url: string },
  env: Record<string, string> = {},
  options: Partial<Omit<BuildAppOptions, 'config' | 'database'>> = {},
): TestApp {
  return useTestApp(
    {
      get SMTP_URL() {
        return smtp.url;
      },
      ...env,
    },
    options,
  );
}

/**
 * Registers a test app for the enclosing describe block: built before its tests, closed after them.
 * Read `t.app` and `t.database` inside tests.
 */
export function useTestApp(
  env: Record<string, string> = {},
  options: Partial<Omit<BuildAppOptions, 'config' | 'database'>> = {},
): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(env, options);
  });
  // Registered here, not inside beforeAll (where vitest never runs it): an app left open keeps its timers, such as
  // the mail queue's retry sweep, working on the shared test database during the next files' tests.
  afterAll(async () => {
    if (current) await closeTestApp(current);
  });
  const get = (): TestApp => {
    if (!current) throw new Error('the test app is built in beforeAll; use it inside tests');
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get database() {
      return get().database;
    },
    get config() {
      return get().config;
    },
    get dataDir() {
      return get().dataDir;
    },
  };
}
