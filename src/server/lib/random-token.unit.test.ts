import { describe, expect, it } from 'vitest';
import { randomToken } from './random-token';

describe('randomToken', () => {
  it('gives the asked number of random bytes, base64url, never the same token twice across pool refills', () => {
    const tokens = Array.from({ length: 1000 }, () => randomToken(32));
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    // 32,000 bytes: the 4 KB pool was refilled several times, and no token repeats.
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('spreads its bytes evenly (no byte value more than twice as common as it should be)', () => {
    const counts = new Array<number>(256).fill(0);
    for (let i = 0; i < 400; i++)
      for (const byte of Buffer.from(randomToken(64), 'base64url')) counts[byte] = (counts[byte] ?? 0) + 1;
    // 25,600 bytes: 100 of each value expected.
    expect(Math.max(...counts)).toBeLessThan(200);
    expect(Math.min(...counts)).toBeGreaterThan(40);
  });

  it('refuses more than its pool', () => {
    expect(() => randomToken(5000)).toThrow(RangeError);
  });
});
