import type { RegistrationStatus } from '@shared/schemas/registrations';
import { conflict, notFound } from '../../lib/http-error';
import { isUuid } from '../../lib/uuid';
import { type AuditRecord, recordAudit } from '../audit/audit-log';
import { queueMailWithAudit } from '../audit/audited-mail';
import { eventsReader } from '../events/events-service';
import { siteSettingsReader } from '../settings/site-settings';
import type { AdminContext, AdminRegistrationDeps } from './admin-deps';
import { registrationCancelledMessage } from './messages/registration-changes';
import { arrivedMessage, lockRegistration, setStatus } from './places-repository';
import { REGISTRATION_NOT_FOUND_MESSAGE } from './registration-messages';
import { createRegistrationsRepository, hasAddress, type RegistrationRow } from './repository';

export const ALREADY_REGISTERED_ELSEWHERE =
  'This person has registered for this event again; that registration is the one to change';

const STATUS_ACTIONS = { confirmed: 'confirm', waitlisted: 'waitlist', cancelled: 'cancel' } as const;

/**
 * Confirms (even beyond the capacity: the admin was warned), moves to the waitlist or cancels (with the admin's
 * message, if any) one registration, in its own transaction; answers the registration as it now is.
 */
export async function changeRegistrationStatus(
  { db, timeZone, mail, placeChanges }: AdminRegistrationDeps,
  { actor, siteUrl }: AdminContext,
  id: string,
  status: RegistrationStatus,
  message: string | null,
): Promise<RegistrationRow> {
  const registrations = createRegistrationsRepository(db);
  const found = isUuid(id) ? await registrations.findById(id) : null;
  if (!found) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
  const { groupName, contactEmail } = await siteSettingsReader(db).get();
  // Confirming may go beyond the capacity: the admin was warned. A party moved to the waitlist goes to its
  // end and is not promoted straight back; the places it frees go to the parties waiting before it.
  const changed = await placeChanges.apply(
    found.eventId,
    siteUrl,
    async (tx, places) => {
      const current = await lockRegistration(tx, found.id);
      if (!current) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
      if (current.status === status) return { row: current, mailed: false };
      // Its people stand in its places: they cannot go to the waitlist (undo the check-ins first).
      if (status !== 'confirmed' && current.checkedInPeople > 0)
        throw conflict(arrivedMessage(current.checkedInPeople, status));
      if (current.status === 'cancelled' && current.email !== null) {
        const live = await registrations.findByEventAndEmail(current.eventId, current.email, tx);
        if (live && live.status !== 'cancelled') throw conflict(ALREADY_REGISTERED_ELSEWHERE);
      }
      const [row] = await setStatus(tx, [current.id], status, places.lastWaitlistOrder);
      if (!row) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
      const record: AuditRecord = {
        action: STATUS_ACTIONS[status],
        entity: 'registration',
        entityId: row.id,
        details: {
          eventId: row.eventId,
          from: current.status,
          to: status,
          guestCount: row.guestCount,
          ...(message ? { message } : {}),
        },
      };
      // A walk-up registered without an address is told nothing.
      const mailed = status !== 'waitlisted' && hasAddress(row);
      if (!mailed) {
        await recordAudit(db, actor, record, tx);
        return { row, mailed };
      }
      const event = await eventsReader(db, timeZone).findById(row.eventId, tx);
      if (!event) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
      if (status === 'confirmed') {
        await recordAudit(db, actor, record, tx);
        await placeChanges.mailTickets(tx, event, [row], siteUrl, groupName);
      } else {
        const cancelled = registrationCancelledMessage({
          event,
          registration: row,
          by: 'organisers',
          message,
          contactEmail,
          siteUrl,
          groupName,
          timeZone,
        });
        await queueMailWithAudit(tx, mail, actor, cancelled, record);
      }
      return { row, mailed };
    },
    { keepWaiting: status === 'waitlisted' ? found.id : undefined },
  );
  if (changed.mailed) mail.deliverSoon();
  return (await registrations.findById(found.id)) ?? changed.row;
}
