import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { siteUrlOfApp } from '../../lib/site-url';
import { eventReminder } from '../../plugins/mail/messages/event-reminder';
import {
  cancelUrlFor,
  hashManageToken,
  MANAGE_LINKS_LIVE,
  newManageToken,
} from '../registrations/manage-token';
import { siteSettingsReader } from '../settings/site-settings';
import { volunteerReminder } from '../volunteers/messages/volunteer-reminder';
import { createRemindersRepository } from './repository';
import { createShiftRemindersRepository } from './shift-reminders-repository';

/** How often every instance looks for reminders that have come due. */
export const REMINDER_SWEEP_INTERVAL_MS = 60_000;
/** Reminders claimed and stored per transaction. */
const BATCH_SIZE = 500;

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
    const repo = createRemindersRepository(app.database.db, { liveManageLinks: MANAGE_LINKS_LIVE });
    const shiftReminders = createShiftRemindersRepository(app.database.db);
    const settings = siteSettingsReader(app.database.db);
    const timeZone = app.config.siteTimezone;

    const storeDue = async (now: Date): Promise<number> => {
      const { groupName } = await settings.get();
      const siteUrl = siteUrlOfApp(app);
      let stored = 0;
      for (;;) {
        const batch = await repo.storeDue(now, BATCH_SIZE, (event, registration) => {
          const token = newManageToken();
          const mail = app.mail.prepare(
            eventReminder({
              event,
              registration,
              cancelUrl: cancelUrlFor(siteUrl, event.slug, registration.id, token),
              siteUrl,
              groupName,
              timeZone,
            }),
          );
          return { mail, manageTokenHash: hashManageToken(token) };
        });
        stored += batch;
        if (batch > 0) app.mail.deliverSoon();
        if (batch < BATCH_SIZE) break;
      }
      // Volunteers' shifts: the day before and two hours before each one.
      for (;;) {
        const batch = await shiftReminders.storeDue(now, BATCH_SIZE, (which, event, shift, volunteer) =>
          app.mail.prepare(
            volunteerReminder({ event, shift, volunteer, which, siteUrl, groupName, timeZone }),
          ),
        );
        stored += batch;
        if (batch > 0) app.mail.deliverSoon();
        if (batch < BATCH_SIZE) return stored;
      }
    };

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
