import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildClient, clientBuildIsStale } from '../scripts/build-client';
import { E2E_ADMIN } from './fixtures/credentials';

// The server the browser tests drive: the real build, on a throwaway DATA_DIR with the demo content.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-e2e-'));
process.env.NODE_ENV = 'production';
process.env.DATA_DIR = dataDir;
process.env.PORT = process.env.E2E_PORT ?? '4173';
// Its own build directory per port, so parallel runs never overwrite each other's build.
process.env.DIST_DIR = `dist/e2e-${process.env.PORT}`;
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = 'warn';
process.env.ADMIN_USERNAME = E2E_ADMIN.username;
process.env.ADMIN_PASSWORD = E2E_ADMIN.password;
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
// Where this server keeps its data, for tests that read what it wrote (mail in DATA_DIR/outbox). Not under
// test-results/, which Playwright empties once the server is up.
fs.writeFileSync(path.join(os.tmpdir(), `aarohi-e2e-${process.env.PORT}-datadir.txt`), dataDir);

if (clientBuildIsStale()) await buildClient();
await import('../src/server/main');
