import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN } from './cpu-slowdown';

describe('cpuSlowdownFor', () => {
  it("gives Lighthouse's calculator's multipliers at its points and between them", () => {
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5);
    expect(cpuSlowdownFor(475)).toBeCloseTo(1.5);
  });

  it("never goes above Lighthouse's default, however fast the host", () => {
    expect(cpuSlowdownFor(2500)).toBe(DEFAULT_CPU_SLOWDOWN);
  });

  it('goes no lower than 1 on a very slow host', () => {
    expect(cpuSlowdownFor(100)).toBe(1);
  });

  it('uses the default when the index could not be measured', () => {
    expect(cpuSlowdownFor(Number.NaN)).toBe(DEFAULT_CPU_SLOWDOWN);
  });
});
