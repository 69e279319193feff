/** Calls `listener` whenever what visitors see may have changed (the public cache's signal, on every instance). */
export type ContentChanges = (listener: () => void) => void;

/** Keys kept at most; beyond it every kept answer is dropped at once (they are read again on their next call). */
const MAX_KEPT = 256;

/**
 * Wraps a read of content only organisers change (an event, the site's settings), so that a burst of visitors'
 * writes needing it reads it once, not once per round trip: the answer is kept until `changes` signals a change,
 * and callers asking for a key while its read is in flight share it. A read that started before a change is
 * shared by the callers who were waiting for it, as any answer read just before a change is, but never kept.
 * Only answers `keep` accepts are kept (made-up ids must not fill memory). Without `changes` (the public cache
 * is off) nothing is kept beyond the read in flight. The read starts at the end of the current turn of the
 * event loop, so the calls of one turn share it even on the embedded database, whose queries finish within the
 * turn they start in.
 */
export function keptUntilContentChanges<T>(
  read: (key: string) => Promise<T>,
  changes: ContentChanges | null,
  keep: (value: T) => boolean = () => true,
): (key?: string) => Promise<T> {
  const kept = new Map<string, T>();
  const inFlight = new Map<string, Promise<T>>();
  let generation = 0;
  changes?.(() => {
    generation++;
    kept.clear();
    // Reads started before the change finish for their callers; new callers start their own.
    inFlight.clear();
  });
  return (key = '') => {
    if (kept.has(key)) return Promise.resolve(kept.get(key) as T);
    const running = inFlight.get(key);
    if (running) return running;
    const startedIn = generation;
    const started = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => read(key))
      .then((value) => {
        if (changes && generation === startedIn && keep(value)) {
          if (kept.size >= MAX_KEPT) kept.clear();
          kept.set(key, value);
        }
        return value;
      })
      .finally(() => {
        if (inFlight.get(key) === started) inFlight.delete(key);
      });
    inFlight.set(key, started);
    return started;
  };
}
