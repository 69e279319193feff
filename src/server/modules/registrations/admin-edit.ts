import type { adminRegistrationEditSchema } from '@shared/schemas/admin-registrations';
import type { TicketLine } from '@shared/schemas/registration-shape';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { isUuid } from '../../lib/uuid';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';
import { recordAudit } from '../audit/audit-log';
import type { EventRow } from '../events/event-row';
import { eventsReader } from '../events/events-service';
import { siteSettingsReader } from '../settings/site-settings';
import type { AdminContext, AdminRegistrationDeps } from './admin-deps';
import { partyChangedMessage } from './messages/registration-changes';
import { registrationConfirmation } from './messages/registration-confirmation';
import { refuseUnfitParty } from './party-resize';
import { lockRegistration, waitlistPosition } from './places-repository';
import { ALREADY_REGISTERED_MESSAGE, REGISTRATION_NOT_FOUND_MESSAGE } from './registration-messages';
import { createRegistrationsRepository, hasAddress, type RegistrationRow } from './repository';
import { signUpShape } from './sign-up-shape';

export const SEVERAL_TYPES_MESSAGE = 'This party has several ticket types: change its tickets, not its size';

export type AdminEdit = z.output<typeof adminRegistrationEditSchema>;

/**
 * The party an admin's edit asks for: by tickets (checked against the event's types), or by size (on an event
 * with types, the party's one type grows or shrinks). Guest names and per-guest answers beyond the new size go.
 */
const resizedParty = (
  event: EventRow,
  current: RegistrationRow,
  edit: { guestCount?: number | undefined; tickets?: TicketLine[] | undefined },
) => {
  if (edit.tickets === undefined && edit.guestCount === undefined) return null;
  let guestCount: number;
  let tickets: TicketLine[];
  if (edit.tickets !== undefined || event.ticketTypes.length === 0) {
    // Only the sizes are checked here: names and answers the registrant gave stay as they are.
    ({ guestCount, tickets } = signUpShape(
      { ticketTypes: event.ticketTypes, guestNames: 'off', questions: [] },
      { guestCount: edit.guestCount, tickets: edit.tickets },
    ));
  } else {
    guestCount = edit.guestCount ?? current.guestCount;
    const lines = current.tickets.filter((line) => line.quantity > 0);
    if (lines.length > 1) throw badRequest(SEVERAL_TYPES_MESSAGE, 'guestCount');
    const typeId = lines[0]?.ticketTypeId ?? event.ticketTypes.find((t) => !t.archived)?.id;
    tickets = typeId ? [{ ticketTypeId: typeId, quantity: guestCount }] : [];
  }
  const typeIds = new Set(tickets.map((line) => line.ticketTypeId));
  return {
    guestCount,
    tickets,
    guests: current.guests
      .slice(0, Math.max(0, guestCount - 1))
      .map(({ ticketTypeId, ...guest }) =>
        ticketTypeId && typeIds.has(ticketTypeId) ? { ...guest, ticketTypeId } : guest,
      ),
    answers: current.answers.filter((a) => a.guestIndex === undefined || a.guestIndex < guestCount),
  };
};

/**
 * An admin's change to a registrant's details or party, under the same place rules as the registrant's own change:
 * a larger confirmed party only if it fits, never smaller than its people already in; a smaller one frees places
 * for the waitlist. With `notify`, the person is mailed what changed. Answers the registration as it now is and
 * whether a mail went.
 */
export async function editRegistration(
  { db, timeZone, mail, placeChanges }: AdminRegistrationDeps,
  { actor, siteUrl }: AdminContext,
  id: string,
  { notify, ...edit }: AdminEdit,
): Promise<{ row: RegistrationRow; mailed: boolean }> {
  const registrations = createRegistrationsRepository(db);
  const found = isUuid(id) ? await registrations.findById(id) : null;
  if (!found) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
  const event = await eventsReader(db, timeZone).findById(found.eventId);
  if (!event) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
  const { groupName } = await siteSettingsReader(db).get();
  const outcome = await placeChanges.apply(
    event.id,
    siteUrl,
    async (tx, places) => {
      const current = await lockRegistration(tx, found.id);
      if (!current) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
      const party = resizedParty(event, current, edit);
      if (party) refuseUnfitParty(places, current, party, 'guestCount');
      const changes = {
        ...(edit.fullName !== undefined ? { fullName: edit.fullName } : {}),
        ...(edit.email !== undefined ? { email: edit.email.toLowerCase() } : {}),
        ...(edit.phone !== undefined ? { phone: edit.phone || null } : {}),
        ...party,
      };
      const updated = await registrations.update(current.id, changes, tx);
      if (updated === 'duplicate') throw conflict(ALREADY_REGISTERED_MESSAGE, 'email');
      if (!updated) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
      await recordAudit(
        db,
        actor,
        {
          action: 'update',
          entity: 'registration',
          entityId: updated.id,
          details: {
            eventId: updated.eventId,
            fields: Object.keys(changes).filter((key) => key !== 'guests' && key !== 'answers'),
            ...(party ? { from: current.guestCount, to: updated.guestCount } : {}),
            notify,
          },
        },
        tx,
      );
      const resized =
        party !== null &&
        (party.guestCount !== current.guestCount ||
          JSON.stringify(party.tickets) !== JSON.stringify(current.tickets));
      return { previous: current.guestCount, updated, resized, mailed: false };
    },
    {
      // A waiting party that now fits was just mailed its ticket, with its new size; the others get their
      // updated ticket (or, waiting, their new size and place) here, stored with the change.
      afterPromotion: async (tx, outcome, promoted) => {
        const { updated, previous } = outcome;
        if (!notify || !hasAddress(updated) || updated.status === 'cancelled') return outcome;
        if (promoted.some((row) => row.id === updated.id)) return { ...outcome, mailed: true };
        const position = await waitlistPosition(tx, updated);
        if (!outcome.resized) {
          // Only the name or contact changed: a confirmed person gets their ticket as it now reads.
          if (position !== null) return outcome;
          const ticket = registrationConfirmation({
            event,
            registration: updated,
            manageUrl: null,
            siteUrl,
            groupName,
            timeZone,
          });
          await createOutboundEmailsRepository(tx).insert(mail.prepare(ticket));
          return { ...outcome, mailed: true };
        }
        const changed = partyChangedMessage({
          event,
          registration: updated,
          previousGuestCount: previous,
          waitlistPosition: position,
          siteUrl,
          groupName,
          timeZone,
        });
        await createOutboundEmailsRepository(tx).insert(mail.prepare(changed));
        return { ...outcome, mailed: true };
      },
    },
  );
  if (outcome.mailed) mail.deliverSoon();
  return { row: (await registrations.findById(found.id)) ?? outcome.updated, mailed: outcome.mailed };
}
