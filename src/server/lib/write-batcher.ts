/**
 * Group commit for writes that arrive together: calls made in one turn of the event loop, and calls made while
 * earlier batches are still running, run together as one batch (one statement and one commit for all of them).
 * A call waits at most for the end of the current turn (setImmediate), never for a timer. The turn matters on
 * the embedded database: its queries run on the event loop itself, so without it each request of a burst would
 * finish its writes before the next one is even read, and every batch would hold one call.
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

  let pumpScheduled = false;
  const pump = () => {
    while (running < options.maxConcurrent && queue.length > 0) {
      running++;
      void settle(queue.splice(0, options.maxBatch)).finally(() => {
        running--;
        pump();
      });
    }
  };

  const pumpAfterThisTurn = () => {
    if (pumpScheduled) return;
    pumpScheduled = true;
    setImmediate(() => {
      pumpScheduled = false;
      pump();
    });
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      pumpAfterThisTurn();
    });
}
