import type { ResendResult } from '@shared/schemas/admin-registrations';
import { conflict, notFound } from '../../lib/http-error';
import { isUuid } from '../../lib/uuid';
import { queueMailWithAudit } from '../audit/audited-mail';
import { eventsReader } from '../events/events-service';
import { siteSettingsReader } from '../settings/site-settings';
import type { AdminContext, AdminRegistrationDeps } from './admin-deps';
import { hashManageToken, MANAGE_LINKS_LIVE, manageUrlFor, newManageToken } from './manage-token';
import { registrationConfirmation } from './messages/registration-confirmation';
import { waitlistConfirmation } from './messages/waitlist-confirmation';
import { waitlistPosition } from './places-repository';
import { REGISTRATION_NOT_FOUND_MESSAGE } from './registration-messages';
import { createRegistrationsRepository, hasAddress } from './repository';

export const NO_TICKET_TO_SEND_MESSAGE = 'A cancelled registration has no ticket to send';
export const NO_ADDRESS_MESSAGE = 'This registration has no email address to send to';

/**
 * Mails the person their current confirmation again: the ticket while confirmed, the waitlist mail (with its
 * place) while waiting, each with a new link to manage it. Answers what was mailed, to whom.
 */
export async function resendConfirmation(
  { db, timeZone, mail }: Omit<AdminRegistrationDeps, 'placeChanges'>,
  { actor, siteUrl }: AdminContext,
  id: string,
): Promise<ResendResult> {
  const registrations = createRegistrationsRepository(db);
  const row = isUuid(id) ? await registrations.findById(id) : null;
  if (!row) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
  if (row.status === 'cancelled') throw conflict(NO_TICKET_TO_SEND_MESSAGE);
  if (!hasAddress(row)) throw conflict(NO_ADDRESS_MESSAGE);
  const event = await eventsReader(db, timeZone).findById(row.eventId);
  if (!event) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
  const { groupName } = await siteSettingsReader(db).get();
  const token = newManageToken();
  const manageUrl = manageUrlFor(siteUrl, event.slug, row.id, token);
  const position = await waitlistPosition(db, row);
  const context = { event, registration: row, manageUrl, siteUrl, groupName, timeZone };
  const message =
    position === null
      ? registrationConfirmation(context)
      : waitlistConfirmation({ ...context, waitlistPosition: position });
  await registrations.addManageTokenHash(row.id, hashManageToken(token), MANAGE_LINKS_LIVE);
  await db.transaction((tx) =>
    queueMailWithAudit(tx, mail, actor, message, {
      action: 'resend',
      entity: 'registration',
      entityId: row.id,
      details: { eventId: row.eventId, mailed: position === null ? 'ticket' : 'waitlist' },
    }),
  );
  mail.deliverSoon();
  return { mailed: position === null ? 'ticket' : 'waitlist', to: row.email };
}
