import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { median } from './statistics';

// Lighthouse simulates a phone by multiplying the processor time each task took in the real load; its default of
// 4x assumes a high-end desktop host. Its documentation ("Calibrating the CPU slowdown", docs/throttling.md in the
// Lighthouse repository) says to lower the multiplier on a slower host, read off the host's benchmark index, and
// PageSpeed Insights sets its own that way. These are the points of Lighthouse's calculator, joined by straight
// lines: index → multiplier.
const CALIBRATION: readonly (readonly [number, number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];
/** Lighthouse's default multiplier: never exceeded, so the budget is never stricter than Lighthouse as shipped. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/** The multiplier that simulates Lighthouse's phone on a host with this benchmark index. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  // An index that could not be measured gets the default, never a lenient guess.
  if (!Number.isFinite(benchmarkIndex)) return DEFAULT_CPU_SLOWDOWN;
  const [first] = CALIBRATION;
  if (first && benchmarkIndex <= first[0]) return first[1];
  for (let i = 1; i < CALIBRATION.length; i++) {
    const [x0, y0] = CALIBRATION[i - 1] as readonly [number, number];
    const [x1, y1] = CALIBRATION[i] as readonly [number, number];
    if (benchmarkIndex <= x1) return y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0);
  }
  return DEFAULT_CPU_SLOWDOWN;
}

/**
 * The host's benchmark index as Lighthouse computes it (its own page function), the median of `times`
 * measurements in a blank page of a Chromium of its own.
 */
export async function measureBenchmarkIndex(times = 5): Promise<number> {
  // Lighthouse's function, run in the page: a string-building loop (with garbage collection) and an array copy.
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const indexes: number[] = [];
    for (let i = 0; i < times; i++) indexes.push(Number(await page.evaluate(source)));
    return median(indexes);
  } finally {
    await browser.close();
  }
}
