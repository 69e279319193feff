/** A task that waited longer than its `maxWaitMs` for a permit; it never ran. */
export class SemaphoreTimeoutError extends Error {
  constructor() {
    super('waited too long for a permit');
    this.name = 'SemaphoreTimeoutError';
  }
}

/**
 * At most `permits` tasks at once; the rest wait their turn in order, priority tasks ahead of all others. Used
 * where work is heavy enough that too much of it at once would starve everything else: image decoding (a
 * 50-megapixel image needs ~200 MB while it is worked on) and password hashing (each scrypt holds one of libuv's
 * few pool threads and 128 MB; a browser known to the account goes ahead of a login storm).
 */
export function createSemaphore(permits: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const waitingFirst: (() => void)[] = [];
  const release = () => {
    const next = waitingFirst.shift() ?? waiting.shift();
    if (next) next();
    else active--;
  };
  const acquire = (maxWaitMs: number | undefined, priority: boolean) =>
    new Promise<void>((resolve, reject) => {
      if (active < permits) {
        active++;
        return resolve();
      }
      const line = priority ? waitingFirst : waiting;
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer =
        maxWaitMs === undefined
          ? undefined
          : setTimeout(() => {
              // Gives up its place in the line; the permit goes to whoever is next.
              line.splice(line.indexOf(start), 1);
              reject(new SemaphoreTimeoutError());
            }, maxWaitMs);
      line.push(start);
    });
  return {
    /**
     * Runs task once a permit is free; with maxWaitMs, rejects with SemaphoreTimeoutError if none frees in time.
     * A `priority` task waits only behind other priority tasks.
     */
    async run<T>(
      task: () => Promise<T>,
      options: { maxWaitMs?: number; priority?: boolean } = {},
    ): Promise<T> {
      await acquire(options.maxWaitMs, options.priority === true);
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running and waiting now. */
    get load() {
      return { active, waiting: waitingFirst.length + waiting.length };
    },
  };
}
