import { CHECK_IN_STREAM_EVENTS, type CheckInChange } from '@shared/schemas/check-in-feed';
import { useEffect } from 'react';
import { checkInStreamUrl, getCheckInList } from '../api/check-in-api';
import type { DoorStore } from './door-store';
import type { QueueSync } from './sync-queue';

/** How soon a stream the browser gave up on (an error answer rather than a lost connection) is opened again. */
const REOPEN_MS = 5_000;
/** While check-ins wait, a sync is tried this often (a phone may think it is online when it is not). */
const RETRY_SYNC_MS = 5_000;

/**
 * Keeps the chosen event's list current: loads it whole on every (re)connection, after sending what waits, and
 * applies each check-in other doors make as the server streams it (server-sent events). Sends waiting
 * check-ins whenever the connection returns.
 */
export function useLiveCheckIns(eventId: string | null, store: DoorStore, sync: QueueSync) {
  useEffect(() => {
    if (!eventId) return;
    let closed = false;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;

    const reload = async () => {
      try {
        const list = await getCheckInList(eventId);
        if (!closed) store.listLoaded(eventId, list.registrations);
      } catch {
        // Offline or refused: the list kept on the phone stays in use.
      }
    };
    const catchUp = () => void sync.flush().then(reload);

    const open = () => {
      source = new EventSource(checkInStreamUrl(eventId));
      source.addEventListener('open', catchUp);
      source.addEventListener(CHECK_IN_STREAM_EVENTS.change, (message) => {
        store.partyChanged(eventId, JSON.parse((message as MessageEvent<string>).data) as CheckInChange);
      });
      source.addEventListener(CHECK_IN_STREAM_EVENTS.reload, () => void reload());
      source.addEventListener('error', () => {
        // A lost connection is retried by EventSource itself; an error answer closes it for good.
        if (source?.readyState === EventSource.CLOSED && !closed) reopen = setTimeout(open, REOPEN_MS);
      });
    };
    open();
    void reload();

    const onOnline = () => {
      catchUp();
      if (source?.readyState === EventSource.CLOSED) {
        clearTimeout(reopen);
        open();
      }
    };
    window.addEventListener('online', onOnline);
    const retry = setInterval(() => {
      if (store.getState().queue.length > 0 && navigator.onLine) catchUp();
    }, RETRY_SYNC_MS);
    return () => {
      closed = true;
      source?.close();
      clearTimeout(reopen);
      clearInterval(retry);
      window.removeEventListener('online', onOnline);
    };
  }, [eventId, store, sync]);
}
