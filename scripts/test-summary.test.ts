import { describe, expect, it } from 'vitest';
import { failedLines, fileTimings, slowestLines, summaryLines } from './test-summary';

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
          {
            file: 'c.spec.ts',
            specs: [{ title: 'c', tests: [{ results: [{ duration: 2000 }, { duration: 500 }] }] }],
          },
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

describe('the failed tests', () => {
  it('are named last with the first line of their error, from both reports, describe blocks included', () => {
    const lines = failedLines(
      {
        testResults: [
          {
            name: `${process.cwd()}/src/a.test.ts`,
            startTime: 0,
            endTime: 1,
            assertionResults: [
              { fullName: 'signs up once', status: 'passed', failureMessages: [] },
              {
                fullName: 'a burst › never overbooks',
                status: 'failed',
                failureMessages: [
                  '\u001b[31mAssertionError: expected 101 to be 100\u001b[39m\n    at a.test.ts:9',
                ],
              },
            ],
          },
        ],
      },
      {
        suites: [
          {
            file: 'b.spec.ts',
            specs: [{ title: 'passes', line: 3, ok: true, tests: [{ results: [{ duration: 1 }] }] }],
            suites: [
              {
                file: 'b.spec.ts',
                specs: [
                  {
                    title: 'on a phone › fits',
                    line: 12,
                    ok: false,
                    tests: [
                      { results: [{ duration: 1, error: { message: '\nError: Timed out 10000ms\nmore' } }] },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    );
    expect(lines).toEqual([
      'Failed tests:',
      '  src/a.test.ts › a burst › never overbooks: AssertionError: expected 101 to be 100',
      '  e2e/b.spec.ts:12 › on a phone › fits: Error: Timed out 10000ms',
    ]);
  });

  it('print nothing when every test passed', () => {
    expect(failedLines({ testResults: [] }, { suites: [] })).toEqual([]);
  });
});
