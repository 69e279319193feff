import type {
  EventMessage,
  EventMessageAudience,
  EventMessageTranslations,
} from '@shared/schemas/event-messages';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { LinkSigner } from '../../lib/link-signer';
import type { Mailer } from '../../plugins/mail/mailer';
import { type AuditActor, recordCreated } from '../audit/audit-log';
import type { EventRow } from '../events/event-row';
import { siteSettingsReader } from '../settings/site-settings';
import { SHIFT_NOT_FOUND_MESSAGE } from '../volunteers/shift-api';
import { findShift } from '../volunteers/volunteers-service';
import { eventMessageMail } from './messages/event-message';
import { createEventMessagesRepository } from './repository';
import { unsubscribeUrls } from './unsubscribe-link';

// Messages from the organisers to an event's registrants or volunteers: who an audience reaches, sending one
// (stored with its mails, which the queue sends), and the history.

export type EventMessageDeps = {
  db: Db;
  timeZone: string;
  mail: Pick<Mailer, 'prepare' | 'deliverSoon'>;
  /** Signs each recipient's unsubscribe links. */
  linkSigner: LinkSigner;
};

/** The shift a message to one shift's volunteers names: one of the event's, else 404. */
async function shiftOf(db: Db, eventId: string, shiftId: string | undefined): Promise<string | null> {
  if (shiftId === undefined) return null;
  const shift = await findShift(db, shiftId);
  if (!shift || shift.eventId !== eventId) throw notFound(SHIFT_NOT_FOUND_MESSAGE);
  return shift.id;
}

/** How many people a message to the audience would reach. */
export async function countMessageRecipients(
  db: Db,
  event: EventRow,
  audience: EventMessageAudience,
  shiftId: string | undefined,
): Promise<number> {
  return createEventMessagesRepository(db).countRecipients(
    event.id,
    audience,
    await shiftOf(db, event.id, shiftId),
  );
}

/** The event's messages, newest first, with their delivery counts. */
export const eventMessages = (db: Db, event: EventRow): Promise<EventMessage[]> =>
  createEventMessagesRepository(db).list(event.id);

/** Sends a message to the audience: stored with one mail per recipient (each with its unsubscribe links). */
export async function sendEventMessage(
  { db, mail, linkSigner, timeZone }: EventMessageDeps,
  actor: NonNullable<AuditActor>,
  event: EventRow,
  input: {
    subject: string;
    body: string;
    audience: EventMessageAudience;
    shiftId?: string;
    /** The registrations chosen in the console (audience `selected`). */
    registrationIds?: string[];
    /** The subject and text in other languages, for recipients who signed up in them. */
    translations?: EventMessageTranslations | undefined;
  },
  siteUrl: string,
): Promise<{ recipients: number }> {
  const { subject, body, audience, registrationIds } = input;
  const shiftId = await shiftOf(db, event.id, input.shiftId);
  const { groupName } = await siteSettingsReader(db).get();
  const sent = await createEventMessagesRepository(db).send({
    eventId: event.id,
    subject,
    body,
    audience,
    shiftId,
    registrationIds,
    sentBy: actor.username,
    mailFor: (_messageId, recipient) => {
      const links = unsubscribeUrls(siteUrl, linkSigner, event.id, recipient.email);
      return mail.prepare(
        eventMessageMail({
          event,
          registration: recipient,
          subject,
          body,
          translations: input.translations,
          groupName,
          siteUrl,
          timeZone,
          unsubscribePageUrl: links.page,
          unsubscribeUrl: links.oneClick,
        }),
      );
    },
  });
  await recordCreated(db, actor, 'event_message', sent.id, {
    eventId: event.id,
    subject,
    audience,
    recipients: sent.recipients,
    ...(registrationIds ? { chosen: registrationIds.length } : {}),
    ...(input.translations && Object.keys(input.translations).length > 0
      ? { languages: Object.keys(input.translations) }
      : {}),
  });
  mail.deliverSoon();
  return { recipients: sent.recipients };
}
