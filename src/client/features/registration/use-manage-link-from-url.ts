import { useEffect, useRef } from 'react';
import { CANCEL_INTENT, INTENT_QUERY_PARAM, MANAGE_QUERY_PARAM, parseManageParam } from './manage-link';
import { saveStoredRegistration } from './stored-registration';

/**
 * For the event page: when the address carries an emailed manage link (?manage=…), keeps its registration and
 * token in this browser, removes them from the address bar, and calls `open` so the page opens the registration
 * dialog, which then loads the registration in update mode; `askToCancel` when the link is a reminder's "I can't
 * make it" (&intent=cancel). Pass the loaded event (or undefined while loading).
 */
export function useManageLinkFromUrl(
  event: { id: string } | undefined | null,
  open: (options: { askToCancel: boolean }) => void,
): void {
  const openRef = useRef(open);
  openRef.current = open;
  const eventId = event?.id;
  useEffect(() => {
    if (!eventId) return;
    const url = new URL(window.location.href);
    const stored = parseManageParam(url.searchParams.get(MANAGE_QUERY_PARAM));
    if (!stored) return;
    saveStoredRegistration(eventId, stored);
    const askToCancel = url.searchParams.get(INTENT_QUERY_PARAM) === CANCEL_INTENT;
    // The token should not linger in the address bar, history or a shared screenshot.
    url.searchParams.delete(MANAGE_QUERY_PARAM);
    url.searchParams.delete(INTENT_QUERY_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    openRef.current({ askToCancel });
  }, [eventId]);
}
