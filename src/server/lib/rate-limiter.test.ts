import { beforeAll, describe, expect, it } from 'vitest';
import { getTestDatabase, resetDatabase } from '../../../test/test-database';
import type { Database } from '../db/client';
import { createRateLimiter } from './rate-limiter';

// Hits that arrive together are counted in one statement; the counts must be what one-at-a-time would give.

let database: Database;
beforeAll(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
});

describe('rate limiter under concurrency', () => {
  it('numbers 30 simultaneous hits on one key 1..30 and allows exactly the first 10', async () => {
    const limiter = createRateLimiter(database.db);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => limiter.hit('test:one-key', 10, 60_000)),
    );
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.every((r) => r.retryAfterSeconds >= 1 && r.retryAfterSeconds <= 60)).toBe(true);
  });

  it('counts simultaneous hits on many keys separately, and a later hit continues each count', async () => {
    const limiter = createRateLimiter(database.db);
    const keys = Array.from({ length: 40 }, (_, i) => `test:key-${i % 20}`);
    const results = await Promise.all(keys.map((key) => limiter.hit(key, 1, 60_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(20);
    expect((await limiter.hit('test:key-7', 1, 60_000)).hits).toBe(3);
  });

  it('starts a new window once the old one is over', async () => {
    const limiter = createRateLimiter(database.db);
    await Promise.all([limiter.hit('test:short', 1, 1), limiter.hit('test:short', 1, 1)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const next = await limiter.hit('test:short', 1, 60_000);
    expect(next).toMatchObject({ hits: 1, allowed: true });
  });

  it('takes simultaneous refunds back each once, never below none, while hits on the same keys go on', async () => {
    const limiter = createRateLimiter(database.db);
    await Promise.all(Array.from({ length: 10 }, () => limiter.hit('test:refund-a', 100, 60_000)));
    await limiter.hit('test:refund-b', 100, 60_000);
    await Promise.all([
      ...Array.from({ length: 4 }, () => limiter.refund('test:refund-a')),
      ...Array.from({ length: 3 }, () => limiter.refund('test:refund-b')),
      ...Array.from({ length: 5 }, () => limiter.hit('test:refund-a', 100, 60_000)),
      limiter.refund('test:never-hit'),
    ]);
    expect((await limiter.hit('test:refund-a', 100, 60_000)).hits).toBe(10 - 4 + 5 + 1);
    expect((await limiter.hit('test:refund-b', 100, 60_000)).hits).toBe(1);
    expect((await limiter.isBlocked('test:never-hit', 1)).hits).toBe(0);
  });
});
