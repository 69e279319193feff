import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_PATH } from '../e2e/chromium';
import {
  type Counts,
  failedLines,
  fileTimings,
  type NotRun,
  type PlaywrightReport,
  slowestLines,
  summaryLines,
  type VitestReport,
} from './test-summary';

// `npm test`: every test. Unit and API tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), then the
// browser tests when Chromium is installed. Ends with one "N passed, N failed" line for all of them; whatever did
// not run is named on that line and explained just above it, so a partial run never reads as a full pass.

fs.mkdirSync('test-results', { recursive: true });

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
/** What did not run, with why: printed last, before the totals. */
const notRun: NotRun[] = [];
let exitCode = 0;

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, CI: process.env.CI ?? '1' },
  });
  return result.status ?? 1;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

const add = (counts: Counts) => {
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
};

// What the browser tests' servers start from (the client build, a migrated database), made meanwhile: it keeps a
// core busy for seconds, and the tests below leave some of the machine idle while they wait on databases and
// processes. Its output is shown only if it fails.
const browserTestsWillRun = fs.existsSync(CHROMIUM_PATH);
const preparationLog = 'test-results/browser-tests-preparation.log';
const preparation = browserTestsWillRun ? prepareInBackground() : Promise.resolve(0);

function prepareInBackground(): Promise<number> {
  const log = fs.openSync(preparationLog, 'w');
  const child = spawn('npx', ['tsx', 'scripts/prepare-browser-tests.ts'], { stdio: ['ignore', log, log] });
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

// Unit, API and process tests.
fs.rmSync('test-results/unit.json', { force: true });
const vitestCode = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/unit.json',
]);
if (vitestCode !== 0) exitCode = vitestCode;
const unit = readJson<
  VitestReport & { numPassedTests: number; numFailedTests: number; numPendingTests: number }
>('test-results/unit.json');
if (unit) {
  add({ passed: unit.numPassedTests, failed: unit.numFailedTests, skipped: unit.numPendingTests });
  // Vitest also fails a run for an error outside any test (an unhandled rejection, say): count it as a failure.
  if (vitestCode !== 0 && unit.numFailedTests === 0) {
    console.log(
      '\nVitest failed the run without a failed test: an error outside the tests (see "Unhandled Errors" above).',
    );
    total.failed += 1;
  }
} else {
  notRun.push({ what: 'unit and API tests', why: 'vitest wrote no report (see its output above)' });
  exitCode ||= 1;
}
if (!process.env.TEST_DATABASE_URL) {
  notRun.push({
    what: 'API tests on PostgreSQL',
    why: 'TEST_DATABASE_URL is not set (they ran on PGlite only)',
  });
}

// Browser tests.
let e2eReport: PlaywrightReport | undefined;
if (browserTestsWillRun) {
  // The servers make what failed here themselves (and show why).
  if ((await preparation) !== 0) console.log(fs.readFileSync(preparationLog, 'utf8'));
  fs.rmSync('test-results/e2e.json', { force: true });
  const e2eCode = run('npx', ['playwright', 'test']);
  if (e2eCode !== 0) exitCode = e2eCode;
  const e2e = readJson<
    PlaywrightReport & { stats: { expected: number; unexpected: number; skipped: number; flaky: number } }
  >('test-results/e2e.json');
  e2eReport = e2e;
  if (e2e) {
    add({
      passed: e2e.stats.expected + e2e.stats.flaky,
      failed: e2e.stats.unexpected,
      skipped: e2e.stats.skipped,
    });
  } else {
    notRun.push({ what: 'browser tests', why: 'Playwright wrote no report (see its output above)' });
    exitCode ||= 1;
  }
} else {
  notRun.push({
    what: 'browser tests',
    why: `Chromium not found at ${CHROMIUM_PATH} (install it with: apt-get install chromium)`,
  });
}

console.log('');
for (const line of slowestLines(fileTimings(unit, e2eReport))) console.log(line);
for (const line of failedLines(unit, e2eReport)) console.log(line);
for (const line of summaryLines(total, notRun)) console.log(line);
process.exit(exitCode);
