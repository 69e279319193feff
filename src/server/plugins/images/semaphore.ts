/**
 * At most `permits` tasks at once; the rest wait their turn in order. Image decoding is CPU- and memory-heavy
 * (a 50-megapixel image needs ~200 MB while it is worked on), so a burst of uploads queues instead of exhausting
 * the machine. sharp runs the work on libuv's thread pool, so the event loop stays free meanwhile.
 */
export function createSemaphore(permits: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < permits) active++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
