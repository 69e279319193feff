import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the server render and during hydration, true once React owns the component. A server-rendered form
 * keeps its submit button disabled until then: clicked earlier, the browser would submit it natively, as a GET
 * that puts the visitor's details in the address bar and the server's logs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
