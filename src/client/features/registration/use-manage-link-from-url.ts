import { SOURCE_QUERY_PARAM } from '@shared/source-tags';
import { useEffect, useRef } from 'react';
import { CANCEL_INTENT, INTENT_QUERY_PARAM, MANAGE_QUERY_PARAM, parseManageParam } from './manage-link';
import type { StoredRegistration } from './stored-registration';

/**
 * For the event page: when the address carries an emailed manage link (?manage=…), removes it from the address
 * bar and calls `open` with its registration and token, so the page opens the registration dialog on that
 * registration in update mode; `askToCancel` when the link is a reminder's "I can't make it" (&intent=cancel).
 * Pass the loaded event (or undefined while loading).
 */
export function useManageLinkFromUrl(
  event: { id: string } | undefined | null,
  open: (link: { registration: StoredRegistration; askToCancel: boolean }) => void,
): void {
  const openRef = useRef(open);
  openRef.current = open;
  const eventId = event?.id;
  useEffect(() => {
    if (!eventId) return;
    const url = new URL(window.location.href);
    const stored = parseManageParam(url.searchParams.get(MANAGE_QUERY_PARAM));
    if (!stored) return;
    const askToCancel = url.searchParams.get(INTENT_QUERY_PARAM) === CANCEL_INTENT;
    // The token should not linger in the address bar, history or a shared screenshot.
    url.searchParams.delete(MANAGE_QUERY_PARAM);
    url.searchParams.delete(INTENT_QUERY_PARAM);
    // The mail's source tag goes with the link: it was this registrant's, not an address to pass on.
    url.searchParams.delete(SOURCE_QUERY_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    openRef.current({ registration: stored, askToCancel });
  }, [eventId]);
}
