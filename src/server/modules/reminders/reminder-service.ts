import type { Db } from '../../db/client';
import type { Mailer } from '../../plugins/mail/mailer';
import {
  cancelUrlFor,
  hashManageToken,
  MANAGE_LINKS_LIVE,
  newManageToken,
} from '../registrations/manage-token';
import { siteSettingsReader } from '../settings/site-settings';
import { volunteerReminder } from '../volunteers/messages/volunteer-reminder';
import { eventReminder } from './messages/event-reminder';
import { createRemindersRepository } from './repository';
import { createShiftRemindersRepository } from './shift-reminders-repository';

/** Reminders claimed and stored per transaction. */
const BATCH_SIZE = 500;

export type ReminderDeps = {
  db: Db;
  timeZone: string;
  mail: Pick<Mailer, 'prepare' | 'deliverNow'>;
  /** The site's address the reminders link to. */
  siteUrl: () => string;
};

/**
 * Stores every reminder due at `now`, registrants' (each with a fresh cancel link) and volunteers' (the day before
 * and two hours before each shift), in batches, and has the mail queue send each batch as soon as it is stored;
 * answers how many.
 */
export async function storeDueReminders({ db, timeZone, mail, siteUrl: siteUrlOf }: ReminderDeps, now: Date) {
  const registrants = createRemindersRepository(db, { liveManageLinks: MANAGE_LINKS_LIVE });
  const volunteers = createShiftRemindersRepository(db);
  const { groupName } = await siteSettingsReader(db).get();
  const siteUrl = siteUrlOf();
  let stored = 0;
  for (;;) {
    const batch = await registrants.storeDue(now, BATCH_SIZE, (event, registration) => {
      const token = newManageToken();
      const prepared = mail.prepare(
        eventReminder({
          event,
          registration,
          cancelUrl: cancelUrlFor(siteUrl, event.slug, registration.id, token),
          siteUrl,
          groupName,
          timeZone,
        }),
      );
      return { mail: prepared, manageTokenHash: hashManageToken(token) };
    });
    stored += batch;
    if (batch > 0) mail.deliverNow();
    if (batch < BATCH_SIZE) break;
  }
  for (;;) {
    const batch = await volunteers.storeDue(now, BATCH_SIZE, (which, event, shift, volunteer) =>
      mail.prepare(volunteerReminder({ event, shift, volunteer, which, siteUrl, groupName, timeZone })),
    );
    stored += batch;
    if (batch > 0) mail.deliverNow();
    if (batch < BATCH_SIZE) return stored;
  }
}
