import { ALREADY_CANCELLED_MESSAGE } from '@shared/schemas/event-payload';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import type { Mailer } from '../../plugins/mail/mailer';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';
import { lockPlaces, registrationsService } from '../registrations/registrations-service';
import { siteSettingsReader } from '../settings/site-settings';
import type { EventRow } from './event-row';
import { eventCancelledMessage } from './messages/event-cancelled';
import { createEventsRepository } from './repository';
import { EVENT_NOT_FOUND } from './require-event';

export type EventCancelDeps = { db: Db; timeZone: string; mail: Pick<Mailer, 'prepare' | 'deliverSoon'> };

/**
 * Cancels an event and mails each registrant once (the admin's cancel, and a series ending with dates that have
 * registrants). 409 when it is already cancelled, 404 when it is gone.
 */
export async function cancelEventAndTellRegistrants(
  { db, timeZone, mail }: EventCancelDeps,
  eventId: string,
  message: string | null,
  siteUrl: string,
): Promise<{ row: EventRow; told: number }> {
  const { groupName } = await siteSettingsReader(db).get();
  // The event and one mail per registrant are stored together: nobody is told of a cancellation not saved.
  // It holds the event's place lock, which sign-ups, walk-ups and stall applications take too and under
  // which they read the status: the registrations seen here are all there will be, and a second cancel
  // (through another instance, say) waits, then finds it done.
  const outcome = await db.transaction(async (tx) => {
    const locked = (await lockPlaces(tx, [eventId])).get(eventId);
    if (!locked) throw notFound(EVENT_NOT_FOUND);
    if (locked.status === 'cancelled') throw conflict(ALREADY_CANCELLED_MESSAGE);
    const updated = await createEventsRepository(db, timeZone).update(
      eventId,
      { status: 'cancelled', cancellationMessage: message },
      tx,
    );
    if (!updated) throw notFound(EVENT_NOT_FOUND);
    const contacts = await registrationsService(db).contactsOf(eventId, tx);
    const outbox = createOutboundEmailsRepository(tx);
    for (const registration of contacts) {
      await outbox.insert(
        mail.prepare(
          eventCancelledMessage({ event: updated, registration, message, siteUrl, groupName, timeZone }),
        ),
      );
    }
    return { row: updated, told: contacts.length };
  });
  mail.deliverSoon();
  return outcome;
}
