import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';
import { freePort } from './scripts/free-port';

// A free port unless E2E_PORT names one. Workers load this file again: they inherit the runner's choice
// through the environment, set here before they start.
process.env.E2E_PORT ||= String(await freePort());
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Not test-results/ itself, which Playwright empties at start: npm test keeps vitest's report there.
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: `tsx e2e/serve.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
