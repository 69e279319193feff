import type { registrationUpdateSchema } from '@shared/schemas/registrations';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { samePartyOnTicket } from '../../plugins/mail/messages/event-details';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';
import { recordAudit } from '../audit/audit-log';
import { eventsReader } from '../events/events-service';
import { requireEvent, requireEventAhead } from '../events/require-event';
import { siteSettingsReader } from '../settings/site-settings';
import { type AcknowledgingMailer, withAcknowledgedMail } from './acknowledged-change';
import { partyChangedMessage } from './messages/registration-changes';
import { refuseUnfitParty } from './party-resize';
import type { PlaceChanges } from './place-changes';
import { lockRegistration, waitlistPosition } from './places-repository';
import { BY_REGISTRANT, changedFields } from './registrant-changes';
import {
  ALREADY_REGISTERED_MESSAGE,
  CANCELLED_MESSAGE,
  OTHER_EMAIL_MESSAGE,
  OTHER_EVENT_MESSAGE,
  REGISTRATION_CLOSED_MESSAGE,
  REGISTRATION_NOT_FOUND_MESSAGE,
} from './registration-messages';
import { createRegistrationsRepository, hasAddress, type RegistrationRow } from './repository';
import { rowValues } from './sign-up-values';

export type RegistrantChangeDeps = {
  db: Db;
  timeZone: string;
  mail: AcknowledgingMailer;
  placeChanges: PlaceChanges;
};

/** A registration as an update left it, and as it was before. */
type PartyChange = { previous: RegistrationRow; updated: RegistrationRow };

/**
 * The registrant's own change through the manage link. A larger confirmed party needs the extra places free; a
 * smaller one frees places for the waitlist. A changed party gets its updated ticket (or, waiting, its party as it
 * now is) by mail, stored with the change. Answers the registration as it now is.
 */
export async function updateOwnRegistration(
  { db, timeZone, mail, placeChanges }: RegistrantChangeDeps,
  existing: RegistrationRow,
  body: z.output<typeof registrationUpdateSchema>,
  siteUrl: string,
): Promise<RegistrationRow> {
  const repo = createRegistrationsRepository(db);
  const event = requireEvent(await eventsReader(db, timeZone).findPublished(existing.eventId));
  if (body.eventId && body.eventId !== event.id && body.eventId !== event.slug) {
    throw badRequest(OTHER_EVENT_MESSAGE, 'eventId');
  }
  // An update changes that person's registration only: on a shared device, another person's details typed
  // over the form must not replace it (they register anew).
  if (existing.email?.toLowerCase() !== body.email.toLowerCase())
    throw badRequest(OTHER_EMAIL_MESSAGE, 'email');
  requireEventAhead(event, timeZone);
  if (!event.registrationOpen) throw forbidden(REGISTRATION_CLOSED_MESSAGE);
  if (body.website) return existing;
  const values = rowValues(event, body);
  // Another size, other tickets by type or other guests' names: the ticket reads differently.
  const partyChanged = !samePartyOnTicket(existing, values, event.ticketTypes);
  const groupName = partyChanged ? (await siteSettingsReader(db).get()).groupName : '';
  await withAcknowledgedMail(mail, partyChanged ? values.email : null, (prepare) =>
    placeChanges.apply(
      event.id,
      siteUrl,
      async (tx, places): Promise<{ value: PartyChange; mailed: boolean }> => {
        const current = await lockRegistration(tx, existing.id);
        if (!current) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
        if (current.status === 'cancelled') throw conflict(CANCELLED_MESSAGE);
        refuseUnfitParty(places, current, values);
        const updated = await repo.update(current.id, values, tx);
        if (updated === 'duplicate') throw conflict(ALREADY_REGISTERED_MESSAGE);
        if (!updated) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
        const changed = changedFields(current, updated);
        if (changed.length > 0)
          await recordAudit(
            db,
            null,
            {
              action: 'update',
              entity: 'registration',
              entityId: current.id,
              details: { ...BY_REGISTRANT, changed },
            },
            tx,
          );
        return { value: { previous: current, updated }, mailed: false };
      },
      {
        // After promotion: a waiting party that now fits was just mailed its ticket, with its new party.
        afterPromotion: async (tx, outcome, promoted) => {
          const { previous, updated } = outcome.value;
          if (!prepare || !hasAddress(updated) || samePartyOnTicket(previous, updated, event.ticketTypes))
            return outcome;
          if (promoted.some((row) => row.id === updated.id)) return outcome;
          const message = partyChangedMessage({
            event,
            registration: updated,
            previousGuestCount: previous.guestCount,
            waitlistPosition: await waitlistPosition(tx, updated),
            siteUrl,
            groupName,
            timeZone,
          });
          await createOutboundEmailsRepository(tx).insert(prepare(message));
          return { ...outcome, mailed: true };
        },
      },
    ),
  );
  const updated = await repo.findById(existing.id);
  if (!updated) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
  return updated;
}
