import { describe, expect, it } from 'vitest';
import { writeBatcher } from './write-batcher';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('writeBatcher', () => {
  it('runs the calls of one turn together, and calls made meanwhile together, within the size limit', async () => {
    const batches: number[][] = [];
    const double = writeBatcher(
      async (items: number[]) => {
        batches.push(items);
        await tick();
        return items.map((n) => n * 2);
      },
      { maxBatch: 3, maxConcurrent: 1 },
    );
    const first = [1, 2].map(double);
    // Made in a later turn, while the first batch runs: they wait for it.
    await new Promise((resolve) => setImmediate(resolve));
    const later = [3, 4, 5, 6].map(double);
    expect(await Promise.all([...first, ...later])).toEqual([2, 4, 6, 8, 10, 12]);
    expect(batches).toEqual([[1, 2], [3, 4, 5], [6]]);
  });

  it('runs a lone call at the end of its turn, not after a timer', async () => {
    const started: number[] = [];
    const echo = writeBatcher(
      async (items: number[]) => {
        started.push(...items);
        return items;
      },
      { maxBatch: 10, maxConcurrent: 1 },
    );
    const answer = echo(7);
    expect(started).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([7]);
    expect(await answer).toBe(7);
  });

  it('runs up to maxConcurrent batches at a time', async () => {
    let running = 0;
    let most = 0;
    const echo = writeBatcher(
      async (items: number[]) => {
        most = Math.max(most, ++running);
        await tick();
        running--;
        return items;
      },
      { maxBatch: 2, maxConcurrent: 2 },
    );
    await Promise.all(Array.from({ length: 9 }, (_, i) => echo(i)));
    expect(most).toBe(2);
  });

  it('when a batch fails, tries each of its items alone so only the bad one fails', async () => {
    const check = writeBatcher(
      async (items: string[]) => {
        await tick();
        if (items.includes('bad')) throw new Error('bad item');
        return items.map((s) => s.toUpperCase());
      },
      { maxBatch: 10, maxConcurrent: 1 },
    );
    const results = await Promise.allSettled(['first', 'ok', 'bad', 'fine'].map(check));
    expect(results).toEqual([
      { status: 'fulfilled', value: 'FIRST' },
      { status: 'fulfilled', value: 'OK' },
      { status: 'rejected', reason: new Error('bad item') },
      { status: 'fulfilled', value: 'FINE' },
    ]);
  });
});
