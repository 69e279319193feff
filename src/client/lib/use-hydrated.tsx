import { createContext, type ReactNode, startTransition, use, useEffect, useState } from 'react';

const HydratedContext = createContext(false);

/**
 * Turns `useHydrated` true once the page is hydrated (or first rendered in the browser). The change is a
 * transition started after that commit: the components that wait for it render again in the following tasks, a few
 * milliseconds at a time, instead of in one synchronous pass inside the task that finishes hydration (on a phone
 * that pass held the main thread for as long as the rest of that task).
 */
export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False in the server render and during hydration, true soon after. A server-rendered form keeps its submit
 * button disabled until then: clicked earlier, the browser would submit it natively, as a GET that puts the
 * visitor's details in the address bar and the server's logs.
 */
export const useHydrated = (): boolean => use(HydratedContext);
