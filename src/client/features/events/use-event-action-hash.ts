import { useEffect, useRef } from 'react';
import type { EventAction } from './event-action-links';

/**
 * Opens a dialog when the page's address ends in its hash (`#register`): on arrival, whether the page was
 * server-rendered and hydrated or reached by a client-side link, and when the hash changes on the page.
 * `enabled` is false while the action is not offered (registration closed, the event over). `key` names the
 * page's subject (the event), so moving to another event's page looks again.
 */
export function useEventActionHash(action: EventAction, enabled: boolean, open: () => void, key: string) {
  // The latest `open`, read when the hash matches: a new function each render must not re-run the check.
  const openRef = useRef(open);
  openRef.current = open;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is there to look again on another event's page
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      if (window.location.hash === `#${action}`) openRef.current();
    };
    check();
    window.addEventListener('hashchange', check);
    return () => window.removeEventListener('hashchange', check);
  }, [action, enabled, key]);
}

/**
 * Drops the dialog's hash from the address once it is closed, without a history entry: the visitor stays on the
 * page, a reload does not open it again, and Back leads where it led before.
 */
export function clearEventActionHash(): void {
  if (!window.location.hash) return;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}
