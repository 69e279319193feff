/**
 * Wraps a task so that calls made while it runs are folded into one more run after it: a burst of calls costs at
 * most two runs, and the last call is always followed by a run that starts after it.
 */
export function coalesced(task: () => Promise<void>, onError: (err: unknown) => void): () => void {
  let running = false;
  let again = false;
  const loop = async () => {
    running = true;
    do {
      again = false;
      await task().catch(onError);
    } while (again);
    running = false;
  };
  return () => {
    if (running) again = true;
    else void loop();
  };
}
