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
