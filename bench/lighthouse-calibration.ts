import fs from 'node:fs';
import path from 'node:path';

// Lighthouse simulates a mid-range phone by multiplying the processor time each task took on the measuring machine
// by a fixed 4, a factor its documentation gives for a high-end desktop (a BenchmarkIndex of 1500 to 2000) and asks
// to be calibrated on a slower machine (docs/throttling.md in Lighthouse's repository, "Calibrating the CPU
// slowdown"). This machine measures 1000 to 1600, varying from run to run with the load its host puts on it: at 4
// the same page was judged as if on a phone up to a third slower whenever the host was busy. Each run's factor is
// scaled by the BenchmarkIndex Lighthouse measured in that run, so the phone stays the same; never above 4 (a fast
// machine is judged as Lighthouse's default judges it), never below 2 (the documentation's factor for a low-end
// desktop).

/** Lighthouse's default factor, and the BenchmarkIndex from which it applies unchanged. */
const DEFAULT_MULTIPLIER = 4;
const DEFAULT_FROM_INDEX = 1500;
const LOWEST_MULTIPLIER = 2;

/** The processor slowdown that simulates the same phone on a machine of this BenchmarkIndex. */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  const scaled = (DEFAULT_MULTIPLIER * benchmarkIndex) / DEFAULT_FROM_INDEX;
  const multiplier = Math.min(DEFAULT_MULTIPLIER, Math.max(LOWEST_MULTIPLIER, scaled));
  return Math.round(multiplier * 100) / 100;
}

/** Lighthouse's throttling settings, as it saves them with a run's artifacts. */
export type ThrottlingSettings = { cpuSlowdownMultiplier: number } & Record<string, number>;

/**
 * Sets the calibrated factor in a gathered run's saved settings (artifacts.json in `artifactsDir`, written by
 * Lighthouse's gatherMode) and returns the settings to audit it with: Lighthouse refuses to audit with settings
 * other than those it gathered with.
 */
export function calibrateRun(artifactsDir: string): {
  benchmarkIndex: number;
  throttling: ThrottlingSettings;
} {
  const file = path.join(artifactsDir, 'artifacts.json');
  const artifacts = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    BenchmarkIndex?: number;
    settings: { throttling: ThrottlingSettings };
  };
  const benchmarkIndex = artifacts.BenchmarkIndex;
  if (typeof benchmarkIndex !== 'number' || !(benchmarkIndex > 0))
    throw new Error('the run measured no BenchmarkIndex');
  const throttling = {
    ...artifacts.settings.throttling,
    cpuSlowdownMultiplier: calibratedCpuMultiplier(benchmarkIndex),
  };
  artifacts.settings.throttling = throttling;
  fs.writeFileSync(file, JSON.stringify(artifacts));
  return { benchmarkIndex, throttling };
}
