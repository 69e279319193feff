/**
 * Group commit for writes that arrive together: the first call runs at once; calls made while earlier batches
 * are still running wait and then run together as one batch (one statement and one commit for all of them).
 * With no concurrency every call is its own batch, so nothing waits for a timer.
 */
export function writeBatcher<I, O>(
  /** Runs a batch; answers one result per item, in order. */
  run: (items: I[]) => Promise<O[]>,
  options: { maxBatch: number; maxConcurrent: number },
): (item: I) => Promise<O> {
  type Waiting = { item: I; resolve: (result: O) => void; reject: (err: unknown) => void };
  const queue: Waiting[] = [];
  let running = 0;

  const settle = async (batch: Waiting[]) => {
    try {
      const results = await run(batch.map((w) => w.item));
      for (const [i, w] of batch.entries()) w.resolve(results[i] as O);
    } catch (err) {
      // A batch fails as a whole; each item then gets its own try, so one bad item fails alone.
      if (batch.length === 1) batch[0]?.reject(err);
      else for (const w of batch) run([w.item]).then((results) => w.resolve(results[0] as O), w.reject);
    }
  };

  const pump = () => {
    while (running < options.maxConcurrent && queue.length > 0) {
      running++;
      void settle(queue.splice(0, options.maxBatch)).finally(() => {
        running--;
        pump();
      });
    }
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      pump();
    });
}
