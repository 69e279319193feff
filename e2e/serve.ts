import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildClient, clientBuildIsStale, sourcesChangedAt } from '../scripts/build-client';
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

process.env.DIST_DIR = await freshBuild();
await import('../src/server/main');

/**
 * A client build of the current sources: `npm run build`'s dist/ when it is fresh, else one kept under a name
 * naming the sources' state, so repeated runs reuse it and parallel runs never write into a build in use.
 */
async function freshBuild(): Promise<string> {
  if (!clientBuildIsStale(path.resolve('dist'))) return path.resolve('dist');
  const dir = path.resolve('dist', `e2e-${Math.floor(sourcesChangedAt()).toString(36)}`);
  if (!clientBuildIsStale(dir)) return dir;
  const building = `${dir}.building-${process.pid}`;
  await buildClient(building);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(building, dir);
  return dir;
}
