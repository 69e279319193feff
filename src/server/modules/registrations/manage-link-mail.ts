import type { Db } from '../../db/client';
import { createRateLimiter } from '../../lib/rate-limiter';
import type { Mailer } from '../../plugins/mail/mailer';
import { eventsReader } from '../events/events-service';
import { siteSettingsReader } from '../settings/site-settings';
import { hashManageToken, MANAGE_LINKS_LIVE, manageUrlFor, newManageToken } from './manage-token';
import { manageLinkMessage } from './messages/manage-link';
import { createRegistrationsRepository, hasAddress } from './repository';

/** Manage-link mails per address and event per hour: the endpoint must not become a way to flood an inbox. */
const MANAGE_LINK_MAILS_PER_HOUR = 3;

export type ManageLinkDeps = {
  db: Db;
  timeZone: string;
  mail: Pick<Mailer, 'send'>;
  /** Told when an address's hourly limit kept its link from being mailed. */
  onLimitReached: (registrationId: string) => void;
};

/**
 * Mails a new manage link when the registration exists and its address is under its hourly mail limit; silent
 * otherwise (the caller's answer must not tell whether someone registered).
 */
export async function mailManageLink(
  { db, timeZone, mail, onLimitReached }: ManageLinkDeps,
  { eventId, email }: { eventId: string; email: string },
  siteUrl: string,
): Promise<void> {
  const repo = createRegistrationsRepository(db);
  const event = await eventsReader(db, timeZone).findPublished(eventId);
  const row = event ? await repo.findByEventAndEmail(event.id, email) : null;
  if (!event || !row || !hasAddress(row)) return;
  const perAddress = await createRateLimiter(db).hit(
    `manage-link:email:${event.id}:${row.email.toLowerCase()}`,
    MANAGE_LINK_MAILS_PER_HOUR,
    3_600_000,
  );
  if (!perAddress.allowed) {
    onLimitReached(row.id);
    return;
  }
  // Only the token's digest is stored, so a link needs a new token; the registrant's other links keep working.
  const token = newManageToken();
  await repo.addManageTokenHash(row.id, hashManageToken(token), MANAGE_LINKS_LIVE);
  const { groupName } = await siteSettingsReader(db).get();
  await mail.send(
    manageLinkMessage({
      event,
      registration: row,
      manageUrl: manageUrlFor(siteUrl, event.slug, row.id, token),
      siteUrl,
      groupName,
      timeZone,
    }),
    { acknowledgement: true },
  );
}
