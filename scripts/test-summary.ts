import { stripVTControlCharacters } from 'node:util';

/** Tests counted across every runner of `npm test`. */
export type Counts = { passed: number; failed: number; skipped: number };
/** A group of tests that did not run, and why. */
export type NotRun = { what: string; why: string };

/**
 * The closing lines of `npm test`: one "NOT RUN" line per group that did not run, then the totals, which keep
 * the "N passed, N failed" form CI reads and name what did not run, so a partial run never reads as a full pass.
 */
export function summaryLines(total: Counts, notRun: NotRun[]): string[] {
  return [
    ...notRun.map(({ what, why }) => `NOT RUN: ${what}: ${why}.`),
    `${total.passed} passed, ${total.failed} failed` +
      (total.skipped ? `, ${total.skipped} skipped` : '') +
      notRun.map(({ what }) => `, ${what} not run`).join(''),
  ];
}

/** Vitest's JSON report, as far as file timings and failures go. */
export type VitestReport = {
  testResults?: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
};
/** A Playwright suite: a spec file at the top, a `describe` block inside. */
type PlaywrightSuite = {
  file: string;
  specs?: {
    title: string;
    line?: number;
    ok?: boolean;
    tests?: {
      results?: { duration: number; error?: { message?: string }; errors?: { message?: string }[] }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
};
/** Playwright's JSON report, as far as file timings and failures go: one suite per spec file. */
export type PlaywrightReport = { suites?: PlaywrightSuite[] };

/** A vitest result's file, relative to the repository as the other lines name files. */
const fileOf = (result: { name: string }) => result.name.replace(`${process.cwd()}/`, '');

/** Test files with their wall time in milliseconds, from vitest's and Playwright's JSON reports. */
export function fileTimings(vitest: VitestReport | undefined, playwright: PlaywrightReport | undefined) {
  const timings: { file: string; ms: number }[] = [];
  for (const result of vitest?.testResults ?? []) {
    timings.push({
      file: fileOf(result),
      ms: result.endTime - result.startTime,
    });
  }
  for (const suite of playwright?.suites ?? []) {
    const ms = specsOf(suite)
      .flatMap((spec) => spec.tests ?? [])
      .flatMap((test) => test.results ?? [])
      .reduce((sum, result) => sum + result.duration, 0);
    timings.push({ file: `e2e/${suite.file}`, ms });
  }
  return timings;
}

/** Every spec of a Playwright suite, those in its `describe` blocks too. */
function specsOf(suite: PlaywrightSuite): NonNullable<PlaywrightSuite['specs']> {
  return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
}

/** The first non-blank line of an error, without the colour codes Vitest and Playwright put in it. */
const firstLine = (message: string | undefined) =>
  stripVTControlCharacters(message ?? '')
    .split('\n')
    .find((line) => line.trim() !== '') ?? '';

/**
 * The failed tests, one line each with the first line of their error, printed last so that a log cut to its tail
 * (CI keeps only the end) still says what failed.
 */
export function failedLines(
  vitest: VitestReport | undefined,
  playwright: PlaywrightReport | undefined,
): string[] {
  const failed: string[] = [];
  for (const result of vitest?.testResults ?? []) {
    const file = fileOf(result);
    for (const test of result.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      failed.push(`  ${file} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  for (const suite of playwright?.suites ?? []) {
    for (const spec of specsOf(suite)) {
      if (spec.ok !== false) continue;
      const error = spec.tests
        ?.flatMap((test) => test.results ?? [])
        .map((r) => r.error ?? r.errors?.[0])
        .find(Boolean);
      failed.push(`  e2e/${suite.file}:${spec.line ?? ''} › ${spec.title}: ${firstLine(error?.message)}`);
    }
  }
  return failed.length === 0 ? [] : ['Failed tests:', ...failed];
}

/** The slowest test files, one line each, for finding what makes the run long. */
export function slowestLines(timings: { file: string; ms: number }[], count = 8): string[] {
  const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, count);
  if (slowest.length === 0) return [];
  return [
    'Slowest test files:',
    ...slowest.map((t) => `  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.file}`),
  ];
}
