import { describe, expect, it } from 'vitest';
import { summaryLines } from './test-summary';

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
