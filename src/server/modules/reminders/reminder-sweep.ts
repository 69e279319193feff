import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { siteUrlOfApp } from '../../lib/site-url';
import { moduleDeps } from '../module-deps';
import { type ReminderDeps, storeDueReminders } from './reminder-service';

/** How often every instance looks for reminders that have come due. */
export const REMINDER_SWEEP_INTERVAL_MS = 60_000;

export type ReminderSweep = {
  /** Stores every reminder due at `now` (the clock tests drive) and has the mail queue send them; answers how many. */
  run(now?: Date): Promise<number>;
  /** Sweeps now in the background, as the timer would (nothing when sweeps are not automatic, as in tests). */
  soon(): void;
};

/**
 * Event reminders (docs/architecture.md, "Reminders"): a periodic sweep, the same SQL on PGlite and PostgreSQL,
 * on every instance, at start-up and then every minute. What is due is worked out from the data each time, so a
 * reminder due while the server was down goes out when it is back (unless the event has started), and a changed
 * start or reminder setting needs no rescheduling.
 */
export const reminderSweepPlugin = fp<{ automatic: boolean }>(
  async (app: FastifyInstance, options) => {
    const deps: ReminderDeps = {
      ...moduleDeps(app),
      siteUrl: () => siteUrlOfApp(app),
    };
    const storeDue = (now: Date) => storeDueReminders(deps, now);

    // One sweep at a time in this process; other instances' sweeps skip the rows this one is claiming.
    let running: Promise<number> | null = null;
    const runLogged = () =>
      sweep
        .run()
        .then((n) => {
          if (n > 0) app.log.info({ reminders: n }, 'event reminders stored for sending');
        })
        .catch((err: unknown) => app.log.error({ err }, 'reminder sweep failed; tried again next minute'));
    const sweep: ReminderSweep = {
      soon() {
        if (options.automatic) void runLogged();
      },
      async run(now = new Date()) {
        while (running) await running.catch(() => 0);
        running = storeDue(now);
        try {
          return await running;
        } finally {
          running = null;
        }
      },
    };
    app.decorate('reminders', sweep);
    if (!options.automatic) return;

    app.addHook('onReady', async () => {
      void runLogged();
    });
    const timer = setInterval(runLogged, REMINDER_SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => 0);
    });
  },
  { name: 'reminder-sweep', dependencies: ['mail'] },
);
