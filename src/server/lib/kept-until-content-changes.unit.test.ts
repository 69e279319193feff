import { describe, expect, it } from 'vitest';
import { keptUntilContentChanges } from './kept-until-content-changes';

const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A read that waits for release() and answers `key#n`, n counting the reads. */
function heldRead() {
  const state = { reads: 0, release: () => {} };
  const read = async (key: string) => {
    state.reads++;
    const n = state.reads;
    await new Promise<void>((resolve) => {
      state.release = resolve;
    });
    return `${key}#${n}`;
  };
  return { state, read };
}

/** A change signal tests fire by hand, as an admin's write does. */
function changeSignal() {
  const listeners: (() => void)[] = [];
  return {
    changes: (listener: () => void) => {
      listeners.push(listener);
    },
    fire: () => {
      for (const listener of listeners) listener();
    },
  };
}

describe('keptUntilContentChanges without a change signal', () => {
  it('shares one read among callers of the same key while it runs, and reads again afterwards', async () => {
    const { state, read: slowRead } = heldRead();
    const read = keptUntilContentChanges(slowRead, null);
    const first = read('a');
    // The read starts at the end of the turn; callers until it ends share it.
    await endOfTurn();
    const second = read('a');
    state.release();
    expect(await Promise.all([first, second])).toEqual(['a#1', 'a#1']);
    const third = read('a');
    await endOfTurn();
    state.release();
    expect(await third).toBe('a#2');
    expect(state.reads).toBe(2);
  });

  it('reads different keys separately and lets a failure reach every waiting caller, then forgets it', async () => {
    let fail = true;
    const read = keptUntilContentChanges(async (key: string) => {
      if (fail) throw new Error(`no ${key}`);
      return key;
    }, null);
    const [a, b] = await Promise.allSettled([read('x'), read('x')]);
    expect(a).toMatchObject({ status: 'rejected', reason: new Error('no x') });
    expect(b).toMatchObject({ status: 'rejected', reason: new Error('no x') });
    fail = false;
    expect(await Promise.all([read('x'), read('y')])).toEqual(['x', 'y']);
  });
});

describe('keptUntilContentChanges with a change signal', () => {
  it('answers from what it kept until content changes, then reads again', async () => {
    const { changes, fire } = changeSignal();
    let reads = 0;
    const read = keptUntilContentChanges(async (key: string) => `${key}#${++reads}`, changes);
    expect(await read('a')).toBe('a#1');
    expect(await read('a')).toBe('a#1');
    expect(await read('b')).toBe('b#2');
    fire();
    expect(await read('a')).toBe('a#3');
    expect(await read('a')).toBe('a#3');
  });

  it('never keeps an answer whose read started before a change, nor lets a later caller share it', async () => {
    const { changes, fire } = changeSignal();
    const { state, read: slowRead } = heldRead();
    const read = keptUntilContentChanges(slowRead, changes);
    const before = read('a');
    await endOfTurn();
    fire();
    // Asked after the change: a read of its own, not the one in flight since before.
    const after = read('a');
    const releaseFirst = state.release;
    await endOfTurn();
    releaseFirst();
    state.release();
    expect(await before).toBe('a#1');
    expect(await after).toBe('a#2');
    expect(await read('a')).toBe('a#2');
    expect(state.reads).toBe(2);
  });

  it('keeps only the answers `keep` accepts, and never a failure', async () => {
    const { changes } = changeSignal();
    let reads = 0;
    let fail = true;
    const read = keptUntilContentChanges(
      async (key: string) => {
        reads++;
        if (fail) throw new Error('database down');
        return key === 'unknown' ? null : key;
      },
      changes,
      (value) => value !== null,
    );
    await expect(read('a')).rejects.toThrow('database down');
    fail = false;
    expect(await read('a')).toBe('a');
    expect(await read('a')).toBe('a');
    expect(await read('unknown')).toBeNull();
    expect(await read('unknown')).toBeNull();
    expect(reads).toBe(4);
  });
});
