import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { calibratedCpuMultiplier, calibrateRun } from './lighthouse-calibration';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

test("a machine of Lighthouse's reference speed or faster is throttled by its default 4", () => {
  expect(calibratedCpuMultiplier(1500)).toBe(4);
  expect(calibratedCpuMultiplier(2400)).toBe(4);
});

test('a slower machine is throttled less, in proportion, to simulate the same phone; never below 2', () => {
  expect(calibratedCpuMultiplier(1200)).toBe(3.2);
  expect(calibratedCpuMultiplier(1045)).toBe(2.79);
  expect(calibratedCpuMultiplier(600)).toBe(2);
});

/** A gathered run's artifacts as Lighthouse saves them (the parts calibration reads and writes). */
function savedRun(artifacts: object) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-calibration-test-'));
  dirs.push(dir);
  const file = path.join(dir, 'artifacts.json');
  fs.writeFileSync(file, JSON.stringify(artifacts));
  return { dir, read: () => JSON.parse(fs.readFileSync(file, 'utf8')) };
}

test("a run's saved settings and the settings to audit it with get the same calibrated factor", () => {
  const throttling = { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 };
  const run = savedRun({ BenchmarkIndex: 1200, settings: { throttling, formFactor: 'mobile' }, URL: {} });
  const calibrated = calibrateRun(run.dir);
  expect(calibrated).toEqual({
    benchmarkIndex: 1200,
    throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 3.2 },
  });
  expect(run.read()).toEqual({
    BenchmarkIndex: 1200,
    settings: { throttling: calibrated.throttling, formFactor: 'mobile' },
    URL: {},
  });
});

test('a run without a BenchmarkIndex is refused, not judged at a guessed speed', () => {
  const run = savedRun({ settings: { throttling: { cpuSlowdownMultiplier: 4 } } });
  expect(() => calibrateRun(run.dir)).toThrow('the run measured no BenchmarkIndex');
});
