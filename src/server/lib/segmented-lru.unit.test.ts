import { describe, expect, it } from 'vitest';
import { SegmentedLru } from './segmented-lru';

/** Values are their own size in bytes. */
const cache = () => new SegmentedLru<number>({ bytes: 100, probationBytes: 30 }, (n) => n);

describe('SegmentedLru', () => {
  it('keeps new entries in probation, least recently used out first', () => {
    const lru = cache();
    for (const key of ['a', 'b', 'c', 'd']) lru.set(key, 10);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.size).toBe(3);
    expect(lru.bytes).toBe(30);
  });

  it('never lets entries asked for once push out one read again', () => {
    const lru = cache();
    lru.set('home', 10);
    lru.get('home');
    for (let i = 0; i < 1_000; i++) lru.set(`made-up-${i}`, 10);
    expect(lru.get('home')).toBe(10);
    expect(lru.bytes).toBeLessThanOrEqual(100);
  });

  it('lets entries read again take only the place of those read less often', () => {
    const lru = cache();
    for (const key of ['home', 'events']) {
      lru.set(key, 20);
      for (let read = 0; read < 5; read++) lru.get(key);
    }
    // Each made-up entry asked for three times: read twice after it was stored.
    for (let i = 0; i < 200; i++)
      for (let ask = 0; ask < 3; ask++) if (!lru.get(`x${i}`)) lru.set(`x${i}`, 10);
    expect(lru.get('home')).toBe(20);
    expect(lru.get('events')).toBe(20);
    // One read more often than the oldest protected entries comes in, and stays through one-off entries.
    lru.set('popular', 10);
    for (let read = 0; read < 3; read++) lru.get('popular');
    for (let i = 0; i < 100; i++) lru.set(`once-${i}`, 10);
    expect(lru.get('popular')).toBe(10);
    expect(lru.bytes).toBeLessThanOrEqual(100);
  });

  it('counts a grown entry again, and leaves nothing when cleared', () => {
    const values = new Map([['a', 10]]);
    const lru = new SegmentedLru<string>({ bytes: 100, probationBytes: 30 }, (key) => values.get(key) ?? 0);
    lru.set('a', 'a');
    values.set('a', 25);
    lru.resized('a');
    expect(lru.bytes).toBe(25);
    values.set('a', 40);
    lru.resized('a');
    // Too big for probation: it goes.
    expect(lru.get('a')).toBeUndefined();
    lru.set('b', 'b');
    lru.clear();
    expect(lru.size).toBe(0);
    expect(lru.bytes).toBe(0);
  });
});
