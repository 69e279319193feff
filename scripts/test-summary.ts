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

/** Vitest's JSON report, as far as file timings go. */
export type VitestReport = { testResults?: { name: string; startTime: number; endTime: number }[] };
/** Playwright's JSON report, as far as file timings go: one suite per spec file. */
export type PlaywrightReport = {
  suites?: { file: string; specs?: { tests?: { results?: { duration: number }[] }[] }[] }[];
};

/** Test files with their wall time in milliseconds, from vitest's and Playwright's JSON reports. */
export function fileTimings(vitest: VitestReport | undefined, playwright: PlaywrightReport | undefined) {
  const timings: { file: string; ms: number }[] = [];
  for (const result of vitest?.testResults ?? []) {
    timings.push({
      file: result.name.replace(`${process.cwd()}/`, ''),
      ms: result.endTime - result.startTime,
    });
  }
  for (const suite of playwright?.suites ?? []) {
    const ms = (suite.specs ?? [])
      .flatMap((spec) => spec.tests ?? [])
      .flatMap((test) => test.results ?? [])
      .reduce((sum, result) => sum + result.duration, 0);
    timings.push({ file: `e2e/${suite.file}`, ms });
  }
  return timings;
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
