import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_PASSWORD_COST } from '../test/auth';
import { E2E_ADMIN } from './fixtures/credentials';

// The server the browser tests drive: the real build, on a throwaway DATA_DIR, empty but for its admin.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-e2e-'));
process.env.NODE_ENV = 'production';
process.env.DATA_DIR = dataDir;
if (!process.env.E2E_PORT)
  throw new Error('E2E_PORT is not set: start the browser tests with `npx playwright test`.');
process.env.PORT = process.env.E2E_PORT;
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = 'warn';
// Every spec file makes the content it needs through the API (e2e/fixtures/site-data.ts).
process.env.SEED_DEMO = 'false';
process.env.ADMIN_USERNAME = E2E_ADMIN.username;
process.env.ADMIN_PASSWORD = E2E_ADMIN.password;
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
// Where this server keeps its data, for tests that read what it wrote (mail in DATA_DIR/outbox). Not under
// test-results/, which Playwright empties once the server is up.
fs.writeFileSync(path.join(os.tmpdir(), `aarohi-e2e-${process.env.PORT}-datadir.txt`), dataDir);

// The runner made the build once for every server (playwright.config.ts); alone, this server makes its own.
// (Imported only then: it carries the client's build tools.)
process.env.DIST_DIR = process.env.E2E_DIST_DIR || (await (await import('./client-build')).freshBuild());
// Imported only now, as start-server below: React and others read NODE_ENV when they load.
const { migratedDatabaseTemplate } = await import('./database-template');
// The database a fresh DATA_DIR would get, copied rather than made (e2e/database-template.ts).
fs.cpSync(await migratedDatabaseTemplate(), path.join(dataDir, 'db'), { recursive: true });
// Hashes at the test cost: a sign-in in a spec takes milliseconds, not a third of a second of both cores' time.
// The production cost has its own API test (src/server/modules/auth/auth.test.ts).
const { startServer } = await import('../src/server/start-server');
await startServer({ passwordCost: TEST_PASSWORD_COST });
