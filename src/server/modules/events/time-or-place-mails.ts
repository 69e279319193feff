import type { Db } from '../../db/client';
import type { Mailer } from '../../plugins/mail/mailer';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';
import { registrationsService } from '../registrations/registrations-service';
import type { EventRow } from './event-row';
import { eventChangedMessage, type timeOrPlaceChanges } from './messages/event-changed';

/**
 * Queues, in the transaction `tx`, one mail to each registrant of the event with a new time or place (with the
 * calendar file), for a single event as for a series' dates. Answers how many were told.
 */
export async function queueTimeOrPlaceMails(
  { db, mail }: { db: Db; mail: Pick<Mailer, 'prepare'> },
  tx: Db,
  change: { before: EventRow; updated: EventRow; changes: ReturnType<typeof timeOrPlaceChanges> },
  from: { siteUrl: string; groupName: string; timeZone: string },
): Promise<number> {
  const { before, updated, changes } = change;
  const contacts = await registrationsService(db).contactsOf(updated.id, tx);
  const outbox = createOutboundEmailsRepository(tx);
  for (const registration of contacts)
    await outbox.insert(
      mail.prepare(eventChangedMessage({ event: updated, registration, changes, before, ...from })),
    );
  return contacts.length;
}
