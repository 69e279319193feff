import { ApiRequestError, getErrorMessage } from '@client/lib/api-client';
import { postCheckIn } from '../api/check-in-api';
import { deviceId } from './device-id';
import type { DoorStore } from './door-store';

/**
 * Sends the phone's waiting check-ins, oldest first, each with its own id (the server counts a repeated id
 * once, so a check-in whose answer was lost is simply sent again). A refusal (409: another door admitted the
 * party meanwhile; 404: the ticket is gone) takes it out of the queue into the list the volunteer must read.
 * No connection, a server error or a lost session stops the round: the rest waits for the next one.
 * Answers whether the queue was emptied.
 */
export function createQueueSync(store: DoorStore) {
  let running: Promise<boolean> | null = null;

  const round = async (): Promise<boolean> => {
    for (;;) {
      const next = store.getState().queue[0];
      if (!next) return true;
      try {
        const answer = await postCheckIn(next.eventId, {
          registrationId: next.registrationId,
          people: next.people,
          clientId: next.clientId,
          deviceId: deviceId(),
        });
        store.synced(next.clientId);
        store.partyChanged(next.eventId, answer, answer.ticketCode);
      } catch (err) {
        const refused =
          err instanceof ApiRequestError &&
          err.status >= 400 &&
          err.status < 500 &&
          err.status !== 401 &&
          err.status !== 408 &&
          err.status !== 429;
        if (!refused) return false;
        store.refusedOnSync(next, getErrorMessage(err));
      }
    }
  };

  return {
    /** Runs one sync round, or joins the one already running. */
    flush(): Promise<boolean> {
      running ??= round().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
export type QueueSync = ReturnType<typeof createQueueSync>;
