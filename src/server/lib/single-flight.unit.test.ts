import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('shares one read among callers of the same key while it runs, and reads again afterwards', async () => {
    let reads = 0;
    let release: () => void = () => {};
    const read = singleFlight(async (key: string) => {
      reads++;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return `${key}#${reads}`;
    });
    const first = read('a');
    // The read starts at the end of the turn; callers until it ends share it.
    await new Promise((resolve) => setImmediate(resolve));
    const second = read('a');
    release();
    expect(await Promise.all([first, second])).toEqual(['a#1', 'a#1']);
    const third = read('a');
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await third).toBe('a#2');
    expect(reads).toBe(2);
  });

  it('reads different keys separately and lets a failure reach every waiting caller, then forgets it', async () => {
    let fail = true;
    const read = singleFlight(async (key: string) => {
      if (fail) throw new Error(`no ${key}`);
      return key;
    });
    const [a, b] = await Promise.allSettled([read('x'), read('x')]);
    expect(a).toMatchObject({ status: 'rejected', reason: new Error('no x') });
    expect(b).toMatchObject({ status: 'rejected', reason: new Error('no x') });
    fail = false;
    expect(await Promise.all([read('x'), read('y')])).toEqual(['x', 'y']);
  });
});
