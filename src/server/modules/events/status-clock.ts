import type { FastifyInstance } from 'fastify';
import type { EventsRepository } from './repository';

const CHECK_EVERY_MS = 60_000;

/**
 * An event turns "ended" at its end, with no admin write to drop the public read cache. Once a minute this asks
 * whether any event ended since the last look, and if so drops the cache, so pages stop offering Register Now
 * within a minute (the API refuses registrations at once regardless).
 */
export function startEventStatusClock(app: FastifyInstance, eventsRepo: EventsRepository): void {
  if (!app.hasDecorator('invalidatePublicCache')) return;
  let since = new Date();
  const timer = setInterval(() => {
    const now = new Date();
    eventsRepo
      .endedBetween(since, now)
      .then(async (ended) => {
        since = now;
        if (ended > 0) await app.invalidatePublicCache();
      })
      .catch((err: unknown) => app.log.warn({ err }, 'event status check failed; tried again next minute'));
  }, CHECK_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
