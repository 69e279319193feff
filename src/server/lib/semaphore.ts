/** A task that waited longer than its `maxWaitMs` for a permit; it never ran. */
export class SemaphoreTimeoutError extends Error {
  constructor() {
    super('waited too long for a permit');
    this.name = 'SemaphoreTimeoutError';
  }
}

/**
 * At most `permits` tasks at once; the rest wait their turn in order. Used where work is heavy enough that too
 * much of it at once would starve everything else: image decoding (a 50-megapixel image needs ~200 MB while it
 * is worked on) and password hashing (each scrypt holds one of libuv's few pool threads and 128 MB).
 */
export function createSemaphore(permits: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  const acquire = (maxWaitMs: number | undefined) =>
    new Promise<void>((resolve, reject) => {
      if (active < permits) {
        active++;
        return resolve();
      }
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer =
        maxWaitMs === undefined
          ? undefined
          : setTimeout(() => {
              // Gives up its place in the line; the permit goes to whoever is next.
              waiting.splice(waiting.indexOf(start), 1);
              reject(new SemaphoreTimeoutError());
            }, maxWaitMs);
      waiting.push(start);
    });
  return {
    /** Runs task once a permit is free; with maxWaitMs, rejects with SemaphoreTimeoutError if none frees in time. */
    async run<T>(task: () => Promise<T>, options: { maxWaitMs?: number } = {}): Promise<T> {
      await acquire(options.maxWaitMs);
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running and waiting now. */
    get load() {
      return { active, waiting: waiting.length };
    },
  };
}
