import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_PATH } from '../e2e/chromium';

// `npm test`: every test. Unit and API tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), then the
// browser tests when Chromium is installed. Ends with one "N passed, N failed" line for both.

const CHROMIUM = CHROMIUM_PATH;
fs.mkdirSync('test-results', { recursive: true });

type Counts = { passed: number; failed: number; skipped: number };
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, CI: process.env.CI ?? '1' },
  });
  return result.status ?? 1;
}

const vitestCode = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/unit.json',
]);
if (vitestCode !== 0) exitCode = vitestCode;
try {
  const report = JSON.parse(fs.readFileSync('test-results/unit.json', 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
  };
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += report.numPendingTests;
} catch {
  console.error('Could not read the unit test report.');
  exitCode ||= 1;
}

if (fs.existsSync(CHROMIUM)) {
  const e2eCode = run('npx', ['playwright', 'test']);
  if (e2eCode !== 0) exitCode = e2eCode;
  try {
    const report = JSON.parse(fs.readFileSync('test-results/e2e.json', 'utf8')) as {
      stats: { expected: number; unexpected: number; skipped: number; flaky: number };
    };
    total.passed += report.stats.expected + report.stats.flaky;
    total.failed += report.stats.unexpected;
    total.skipped += report.stats.skipped;
  } catch {
    console.error('Could not read the browser test report.');
    exitCode ||= 1;
  }
} else {
  console.log(
    `Browser tests skipped: Chromium not found at ${CHROMIUM} (install it with: apt-get install chromium).`,
  );
}

console.log(
  `\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(exitCode);
