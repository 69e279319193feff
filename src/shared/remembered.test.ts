import { describe, expect, it } from 'vitest';
import { remembered } from './remembered';

describe('remembered', () => {
  it('computes each key once, and again only after forgetting everything at its limit', () => {
    const asked: number[] = [];
    const double = remembered((n: number) => {
      asked.push(n);
      return n * 2;
    }, 2);
    expect([double(1), double(2), double(1)]).toEqual([2, 4, 2]);
    expect(asked).toEqual([1, 2]);
    expect(double(3)).toBe(6);
    expect(double(1)).toBe(2);
    expect(asked).toEqual([1, 2, 3, 1]);
  });
});
