import { describe, expect, it } from 'vitest';
import { fileTimings, slowestLines, summaryLines } from './test-summary';

describe("npm test's closing summary", () => {
  it('is the bare totals line when everything ran', () => {
    expect(summaryLines({ passed: 380, failed: 0, skipped: 0 }, [])).toEqual(['380 passed, 0 failed']);
    expect(summaryLines({ passed: 380, failed: 2, skipped: 3 }, [])).toEqual([
      '380 passed, 2 failed, 3 skipped',
    ]);
  });

  it('says which tests did not run and why, on the totals line and above it', () => {
    const lines = summaryLines({ passed: 325, failed: 0, skipped: 0 }, [
      { what: 'browser tests', why: 'Chromium not found at /usr/bin/chromium' },
    ]);
    expect(lines).toEqual([
      'NOT RUN: browser tests: Chromium not found at /usr/bin/chromium.',
      '325 passed, 0 failed, browser tests not run',
    ]);
    // The form CI reads is kept.
    expect(lines.at(-1)).toMatch(/^(\d+) passed, (\d+) failed/);
  });
});

describe('the slowest test files', () => {
  it('are read from both reports and listed slowest first', () => {
    const timings = fileTimings(
      {
        testResults: [
          { name: `${process.cwd()}/src/a.test.ts`, startTime: 1000, endTime: 4000 },
          { name: `${process.cwd()}/src/b.test.ts`, startTime: 1000, endTime: 1500 },
        ],
      },
      {
        suites: [
          { file: 'c.spec.ts', specs: [{ tests: [{ results: [{ duration: 2000 }, { duration: 500 }] }] }] },
        ],
      },
    );
    expect(timings).toEqual([
      { file: 'src/a.test.ts', ms: 3000 },
      { file: 'src/b.test.ts', ms: 500 },
      { file: 'e2e/c.spec.ts', ms: 2500 },
    ]);
    expect(slowestLines(timings, 2)).toEqual([
      'Slowest test files:',
      '     3.0 s  src/a.test.ts',
      '     2.5 s  e2e/c.spec.ts',
    ]);
    expect(slowestLines([])).toEqual([]);
  });
});
