/**
 * Wraps a read so that callers asking for the same key while it is in flight share its answer instead of each
 * running it again: a burst of sign-ups for one event reads the event once per round trip, not once per sign-up.
 * Nothing is kept afterwards, so no answer is older than the query that produced it. A read of one thing (the
 * settings, say) needs no key. The read starts at the end of the current turn of the event loop, so the calls of
 * one turn share it even on the embedded database, whose queries finish within the turn they start in.
 */
export function singleFlight<T>(read: (key: string) => Promise<T>): (key?: string) => Promise<T> {
  const inFlight = new Map<string, Promise<T>>();
  return (key = '') => {
    const running = inFlight.get(key);
    if (running) return running;
    const started = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => read(key))
      .finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
}
