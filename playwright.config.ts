import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';
import { freshBuild } from './e2e/client-build';
import { buildE2eServer, e2eServerBundle } from './scripts/build-server';
import { freePort } from './scripts/free-port';

// Each worker drives a server of its own (its own port and throwaway database), so spec files run in parallel
// without seeing each other's content: a spec file empties its server's site before it starts. Three on this
// two-core machine: a test spends part of its time waiting (for a mail, a debounce, a server's answer), and a
// third worker keeps both cores busy meanwhile (the browser run took 225 instead of 255 s with two).
const WORKERS = Number(process.env.E2E_WORKERS ?? 3);

// The runner picks the servers' ports and builds the client once; workers load this file again and inherit both
// through the environment, set here before they start. A worker's port is the one at its parallel index.
process.env.E2E_PORTS ||= (await Promise.all(Array.from({ length: WORKERS }, freePort))).join(',');
const ports = process.env.E2E_PORTS.split(',').map(Number);
const workerIndex = process.env.TEST_PARALLEL_INDEX;
if (workerIndex === undefined) {
  process.env.E2E_DIST_DIR ||= await freshBuild();
  // The servers run e2e/serve.ts built into one file, as `npm start` runs the server: each starts on about half the
  // processor time that loading its modules one by one through tsx takes.
  await buildE2eServer();
}
// What the specs and fixtures read (mail in this server's outbox, absolute links).
else process.env.E2E_PORT = String(ports[Number(workerIndex)]);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Not test-results/ itself, which Playwright empties at start: npm test keeps vitest's report there.
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: ports.length,
  retries: 0,
  timeout: 30_000,
  // A test's first page loads and compiles the app (the admin's own chunk, for the admin), in a new renderer
  // process when the test opened a context of its own: on a slow shared host, three workers on two cores, that
  // passed Playwright's default 5 s (three failures in two CI runs on one day, each a test's first page).
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? ports[0]}`,
    // The compositor in the browser process rather than a GPU process of its own: a fifth less CPU for the whole
    // run on a two-core machine, where every process and page fault is dear (the tests draw nothing on a GPU).
    // Pages' JavaScript compiled by V8's baseline tiers only (--max-opt=1): a test page runs for seconds, too short
    // for the optimising compilers' work to pay back (about a tenth less processor time in A/B runs of four specs).
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--in-process-gpu', '--js-flags=--max-opt=1'],
    },
    trace: 'off',
  },
  webServer: ports.map((port) => ({
    command: `node ${e2eServerBundle}`,
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // Production mode from the start: the bundle's packages (React among them) load before its code runs.
    env: { E2E_PORT: String(port), NODE_ENV: 'production' },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
