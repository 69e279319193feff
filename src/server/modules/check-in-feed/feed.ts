import { type CheckInChange, checkInChangeSchema } from '@shared/schemas/check-in-feed';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

// Check-ins as they happen, to every check-in screen open on an event, whichever server instance it talks to:
// each change is a PostgreSQL NOTIFY on one channel (an in-process emitter on PGlite, which one process owns),
// and each instance hands what it hears to its own open streams of that event. One LISTEN connection per
// instance, opened when the first screen subscribes; nothing is polled.

const CHANNEL = 'check_ins';

const notificationSchema = z.object({ eventId: z.string(), change: checkInChangeSchema });

export type CheckInFeedMessage =
  | { kind: 'change'; change: CheckInChange }
  /** Notifications may have been missed (the listening connection was lost): the screen reloads its list. */
  | { kind: 'reload' };

type Listener = (message: CheckInFeedMessage) => void;

export type CheckInFeed = {
  /** Tells every screen open on the event, on every instance, about a party's new check-in state. */
  publish(eventId: string, change: CheckInChange): Promise<void>;
  /** Calls listener with the event's changes until the answered function is called. */
  subscribe(eventId: string, listener: Listener): Promise<() => void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Live check-ins across instances (modules/check-in-feed). */
    checkInFeed: CheckInFeed;
  }
}

function createCheckInFeed(app: FastifyInstance): CheckInFeed {
  const listeners = new Map<string, Set<Listener>>();
  let listening: Promise<() => Promise<void>> | undefined;

  const dispatch = (payload?: string) => {
    if (payload === undefined) {
      for (const set of listeners.values()) for (const listener of set) listener({ kind: 'reload' });
      return;
    }
    let parsed: z.infer<typeof notificationSchema>;
    try {
      parsed = notificationSchema.parse(JSON.parse(payload));
    } catch (err) {
      app.log.warn({ err }, 'ignored a malformed check-in notification');
      return;
    }
    for (const listener of listeners.get(parsed.eventId) ?? []) {
      listener({ kind: 'change', change: parsed.change });
    }
  };

  app.addHook('onClose', async () => {
    const unsubscribe = await listening?.catch(() => undefined);
    await unsubscribe?.();
  });

  return {
    async publish(eventId, change) {
      await app.database.notify(CHANNEL, JSON.stringify({ eventId, change }));
    },
    async subscribe(eventId, listener) {
      listening ??= app.database.onNotification(CHANNEL, dispatch);
      try {
        await listening;
      } catch (err) {
        listening = undefined;
        throw err;
      }
      const set = listeners.get(eventId) ?? new Set();
      set.add(listener);
      listeners.set(eventId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(eventId);
      };
    },
  };
}

export const checkInFeedPlugin = fp(
  async (app) => {
    app.decorate('checkInFeed', createCheckInFeed(app));
  },
  { name: 'check-in-feed' },
);
