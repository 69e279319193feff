import { describe, expect, it } from 'vitest';
import { createSemaphore, SemaphoreTimeoutError } from './semaphore';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createSemaphore', () => {
  it('runs at most `permits` tasks at once, the rest in arrival order', async () => {
    const semaphore = createSemaphore(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        semaphore.run(async () => {
          running++;
          most = Math.max(most, running);
          order.push(i);
          await sleep(5);
          running--;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(semaphore.load).toEqual({ active: 0, waiting: 0 });
  });

  it('gives up on a task that waited longer than maxWaitMs, without running it or losing a permit', async () => {
    const semaphore = createSemaphore(1);
    let ran = false;
    const long = semaphore.run(() => sleep(50));
    const late = semaphore.run(
      async () => {
        ran = true;
      },
      { maxWaitMs: 5 },
    );
    await expect(late).rejects.toBeInstanceOf(SemaphoreTimeoutError);
    expect(semaphore.load).toEqual({ active: 1, waiting: 0 });
    await long;
    expect(ran).toBe(false);
    expect(await semaphore.run(async () => 'next')).toBe('next');
    expect(semaphore.load).toEqual({ active: 0, waiting: 0 });
  });

  it('lets a priority task go ahead of every waiting task, priority ones in arrival order', async () => {
    const semaphore = createSemaphore(1);
    const order: string[] = [];
    const task = (name: string) => async () => {
      order.push(name);
      await sleep(5);
    };
    await Promise.all([
      semaphore.run(task('running')),
      semaphore.run(task('a')),
      semaphore.run(task('b')),
      semaphore.run(task('first ahead'), { priority: true }),
      semaphore.run(task('c')),
      semaphore.run(task('second ahead'), { priority: true }),
    ]);
    expect(order).toEqual(['running', 'first ahead', 'second ahead', 'a', 'b', 'c']);
    expect(semaphore.load).toEqual({ active: 0, waiting: 0 });
  });

  it('gives up on a priority task that waited too long, and the next one gets the permit', async () => {
    const semaphore = createSemaphore(1);
    const long = semaphore.run(() => sleep(50));
    const late = semaphore.run(async () => 'late', { maxWaitMs: 5, priority: true });
    const next = semaphore.run(async () => 'next');
    await expect(late).rejects.toBeInstanceOf(SemaphoreTimeoutError);
    expect(semaphore.load).toEqual({ active: 1, waiting: 1 });
    await long;
    expect(await next).toBe('next');
    expect(semaphore.load).toEqual({ active: 0, waiting: 0 });
  });
});
