import { WALK_UP_SOURCE } from '@shared/source-tags';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { Mailer } from '../../plugins/mail/mailer';
import { type AuditActor, recordCreated } from '../audit/audit-log';
import { eventsReader } from '../events/events-service';
import {
  EVENT_CANCELLED_MESSAGE,
  EVENT_NOT_FOUND,
  EVENT_NOT_PUBLISHED_MESSAGE,
  requireEvent,
  requireEventAhead,
} from '../events/require-event';
import { hashManageToken, manageUrlFor, newManageToken } from '../registrations/manage-token';
import { registrationConfirmation } from '../registrations/messages/registration-confirmation';
import { bareParty, newRegistrationRow } from '../registrations/new-registration-row';
import { ALREADY_REGISTERED_MESSAGE } from '../registrations/registration-messages';
import {
  placesLeftMessage,
  type RegistrationRow,
  registrationsService,
} from '../registrations/registrations-service';
import { siteSettingsReader } from '../settings/site-settings';

export type WalkUpDeps = {
  db: Db;
  timeZone: string;
  mail: Pick<Mailer, 'prepare' | 'deliverSoon' | 'takeAcknowledgement' | 'giveBackAcknowledgement'>;
  /** Events with a capacity show places left on public pages. */
  refreshPublicPages: () => void;
  now: () => Date;
};

export type WalkUpInput = { fullName: string; guestCount: number; email?: string | null };

/**
 * A party that arrives without having registered, registered at the door by a volunteer: through the same
 * sign-up path as the site's (the event's row locked, its capacity counted, one live registration per address),
 * but refused rather than waitlisted when it does not fit, since it is standing at the door. Like a sign-up it is
 * refused for a draft, a cancelled event and one that has ended, and its ticket mail counts toward the address's
 * acknowledgement limit.
 */
export async function registerWalkUp(
  { db, timeZone, mail, refreshPublicPages, now: clock }: WalkUpDeps,
  actor: AuditActor,
  eventSlugOrId: string,
  { fullName, guestCount, email }: WalkUpInput,
  siteUrl: string,
): Promise<RegistrationRow> {
  const event = requireEventAhead(
    requireEvent(await eventsReader(db, timeZone).findBySlugOrId(eventSlugOrId)),
    timeZone,
  );
  // The door list offers drafts too, but nobody may register for one.
  if (!event.published) throw forbidden(EVENT_NOT_PUBLISHED_MESSAGE);
  const now = clock();
  // With an address, the party gets its ticket and manage link by mail, like any registrant.
  const manageToken = email ? newManageToken() : null;
  const row: RegistrationRow = newRegistrationRow(
    event.id,
    bareParty(fullName, email?.toLowerCase() ?? null, guestCount),
    {
      source: WALK_UP_SOURCE,
      // Registered by the organisers at the door: their mails are in English.
      language: 'en',
      manageTokenHash: manageToken ? hashManageToken(manageToken) : null,
      now,
      // At the door, the event is now: no reminder is due.
      reminderSentAt: now,
    },
  );
  // The ticket mail goes to a typed address, as a sign-up's confirmation does: held beyond that address's
  // hourly limit of acknowledgements, and the one taken given back when nothing is stored.
  const address = row.email;
  const held = address !== null && !(await mail.takeAcknowledgement(address));
  const giveBack = async () => {
    if (address !== null && !held) await mail.giveBackAcknowledgement(address);
  };
  const confirmedMail =
    address && manageToken
      ? mail.prepare(
          registrationConfirmation({
            event,
            registration: { ...row, email: address },
            manageUrl: manageUrlFor(siteUrl, event.slug, row.id, manageToken),
            siteUrl,
            groupName: (await siteSettingsReader(db).get()).groupName,
            timeZone,
          }),
          { held },
        )
      : null;
  const outcome = await registrationsService(db)
    .signUp({ row, confirmedMail, waitlistedMail: () => null, whenFull: 'refuse' })
    .catch(async (err: unknown) => {
      await giveBack();
      throw err;
    });
  if (outcome.status !== 'confirmed') await giveBack();
  if (outcome.status === 'duplicate') throw conflict(ALREADY_REGISTERED_MESSAGE);
  if (outcome.status === 'no-event') throw notFound(EVENT_NOT_FOUND);
  if (outcome.status === 'cancelled') throw forbidden(EVENT_CANCELLED_MESSAGE);
  if (outcome.status === 'full') throw conflict(placesLeftMessage(outcome.placesLeft));
  if (confirmedMail && !held) mail.deliverSoon();
  if (event.capacity !== null) refreshPublicPages();
  await recordCreated(db, actor, 'registration', row.id, {
    eventId: event.id,
    walkUp: true,
    guestCount,
    withEmail: row.email !== null,
  });
  return row;
}
