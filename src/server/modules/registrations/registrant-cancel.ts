import { conflict, notFound } from '../../lib/http-error';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';
import { recordAudit } from '../audit/audit-log';
import { eventsReader } from '../events/events-service';
import { siteSettingsReader } from '../settings/site-settings';
import { withAcknowledgedMail } from './acknowledged-change';
import { registrationCancelledMessage } from './messages/registration-changes';
import { arrivedMessage, lockRegistration, setStatus } from './places-repository';
import { BY_REGISTRANT } from './registrant-changes';
import type { RegistrantChangeDeps } from './registrant-update';
import { REGISTRATION_NOT_FOUND_MESSAGE } from './registration-messages';
import { hasAddress, type RegistrationRow } from './repository';

/**
 * The registrant's own cancellation through the manage link. The row stays, cancelled: its places go to the
 * waitlist, and its registrant may register again. The registrant is mailed a confirmation, stored with the change
 * (a second cancel finds it done: no mail). Answers the registration as it now is.
 */
export async function cancelOwnRegistration(
  { db, timeZone, mail, placeChanges }: RegistrantChangeDeps,
  existing: RegistrationRow,
  siteUrl: string,
): Promise<RegistrationRow> {
  if (existing.status === 'cancelled') return existing;
  const { groupName } = await siteSettingsReader(db).get();
  return withAcknowledgedMail(mail, existing.email, (prepare) =>
    placeChanges.apply(existing.eventId, siteUrl, async (tx) => {
      const current = await lockRegistration(tx, existing.id);
      if (!current) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
      if (current.status === 'cancelled') return { value: current, mailed: false };
      if (current.checkedInPeople > 0) throw conflict(arrivedMessage(current.checkedInPeople, 'cancelled'));
      const [row] = await setStatus(tx, [existing.id], 'cancelled');
      if (!row) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
      await recordAudit(
        db,
        null,
        { action: 'cancel', entity: 'registration', entityId: row.id, details: BY_REGISTRANT },
        tx,
      );
      const event = await eventsReader(db, timeZone).findById(row.eventId, tx);
      if (!prepare || !event || !hasAddress(row)) return { value: row, mailed: false };
      const message = registrationCancelledMessage({
        event,
        registration: row,
        by: 'registrant',
        siteUrl,
        groupName,
        timeZone,
      });
      await createOutboundEmailsRepository(tx).insert(prepare(message));
      return { value: row, mailed: true };
    }),
  );
}
