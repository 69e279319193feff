import type { Locale } from '@shared/i18n/locales';
import {
  type EventMessage,
  type EventMessageAudience,
  isVolunteerAudience,
} from '@shared/schemas/event-messages';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventMessageOptOuts, eventMessages, outboundEmails, registrations } from '../../db/schema';
import type { PreparedMail } from '../../plugins/mail/mail-message';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';
import { volunteerRecipients } from '../volunteers/volunteers-service';
import { audienceCondition } from './audience';

export type MessageRecipient = { id: string; fullName: string; email: string; language: Locale };

/** How many messages the history shows. */
const HISTORY_LIMIT = 100;

/** The stored mail's unique key: one mail per message and registration, whoever stores it and however often. */
export const eventMessageMailKey = (messageId: string, registrationId: string) =>
  `event-message:${messageId}:${registrationId}`;

export function createEventMessagesRepository(db: Db) {
  const outbox = createOutboundEmailsRepository(db);

  /** The registrations of the event in the audience, less the addresses that unsubscribed from its messages. */
  const recipientsWhere = (eventId: string, audience: EventMessageAudience, chosen: readonly string[] = []) =>
    and(
      eq(registrations.eventId, eventId),
      audienceCondition(audience, chosen),
      // A walk-up registered at the door without an address cannot be written to.
      isNotNull(registrations.email),
      sql`not exists (select 1 from ${eventMessageOptOuts} o where o.event_id = ${registrations.eventId} and o.email = lower(${registrations.email}))`,
    );

  /**
   * Who an audience is, in the order mails are stored: registrations of the event, or its volunteers (of one
   * shift), less the addresses that unsubscribed from the event's messages.
   */
  const recipientsOf = async (
    eventId: string,
    audience: EventMessageAudience,
    shiftId: string | null,
    tx: Db = db,
    chosen: readonly string[] = [],
  ): Promise<MessageRecipient[]> => {
    if (isVolunteerAudience(audience)) {
      const people = await volunteerRecipients(
        db,
        eventId,
        audience === 'shift-volunteers' ? shiftId : null,
        tx,
      );
      const optedOut = new Set(
        (
          await tx
            .select({ email: eventMessageOptOuts.email })
            .from(eventMessageOptOuts)
            .where(eq(eventMessageOptOuts.eventId, eventId))
        ).map((o) => o.email),
      );
      return people.filter((p) => !optedOut.has(p.email.toLowerCase()));
    }
    return (
      await tx
        .select({
          id: registrations.id,
          fullName: registrations.fullName,
          email: registrations.email,
          language: registrations.language,
        })
        .from(registrations)
        .where(recipientsWhere(eventId, audience, chosen))
        .orderBy(registrations.createdAt, registrations.id)
    ).flatMap((r) => (r.email === null ? [] : [{ ...r, email: r.email }]));
  };

  return {
    async countRecipients(
      eventId: string,
      audience: EventMessageAudience,
      shiftId: string | null = null,
    ): Promise<number> {
      if (isVolunteerAudience(audience)) return (await recipientsOf(eventId, audience, shiftId)).length;
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(registrations)
        .where(recipientsWhere(eventId, audience));
      return row?.n ?? 0;
    },

    /**
     * Stores the message and one mail per recipient in one transaction: either the message exists with every
     * one of its mails in the queue, or nothing does (a crash before the commit sends nothing; after it, the
     * queue sends each stored mail once). Answers how many it was addressed to.
     */
    async send(input: {
      eventId: string;
      subject: string;
      body: string;
      audience: EventMessageAudience;
      /** With the audience shift-volunteers: the shift. */
      shiftId?: string | null;
      /** With the audience selected: the registrations chosen. */
      registrationIds?: readonly string[] | undefined;
      sentBy: string | null;
      mailFor: (messageId: string, recipient: MessageRecipient) => PreparedMail;
    }): Promise<{ id: string; recipients: number }> {
      return db.transaction(async (tx) => {
        const recipients = await recipientsOf(
          input.eventId,
          input.audience,
          input.shiftId ?? null,
          tx,
          input.registrationIds ?? [],
        );
        const [message] = await tx
          .insert(eventMessages)
          .values({
            eventId: input.eventId,
            subject: input.subject,
            body: input.body,
            audience: input.audience,
            shiftId: input.audience === 'shift-volunteers' ? (input.shiftId ?? null) : null,
            recipientCount: recipients.length,
            sentBy: input.sentBy,
          })
          .returning({ id: eventMessages.id });
        if (!message) throw new Error('insert returned no row');
        const mails = recipients.map((recipient) => ({
          ...input.mailFor(message.id, recipient),
          dedupeKey: eventMessageMailKey(message.id, recipient.id),
          eventMessageId: message.id,
        }));
        await outbox.insertAll(mails, tx as Db);
        return { id: message.id, recipients: recipients.length };
      });
    },

    /** The event's messages, newest first, with how many of their mails were delivered and failed for good. */
    async list(eventId: string): Promise<EventMessage[]> {
      const rows = await db
        .select({
          id: eventMessages.id,
          subject: eventMessages.subject,
          body: eventMessages.body,
          audience: eventMessages.audience,
          shiftId: eventMessages.shiftId,
          recipients: eventMessages.recipientCount,
          createdAt: eventMessages.createdAt,
          sentBy: eventMessages.sentBy,
          delivered: sql<number>`(count(*) filter (where ${outboundEmails.status} = 'sent'))::int`,
          failed: sql<number>`(count(*) filter (where ${outboundEmails.status} = 'failed'))::int`,
        })
        .from(eventMessages)
        .leftJoin(outboundEmails, eq(outboundEmails.eventMessageId, eventMessages.id))
        .where(eq(eventMessages.eventId, eventId))
        .groupBy(eventMessages.id)
        .orderBy(desc(eventMessages.createdAt), desc(eventMessages.id))
        .limit(HISTORY_LIMIT);
      return rows.map(({ createdAt, ...row }) => ({ ...row, sentAt: createdAt.toISOString() }));
    },

    async isOptedOut(eventId: string, email: string): Promise<boolean> {
      const [row] = await db
        .select({ eventId: eventMessageOptOuts.eventId })
        .from(eventMessageOptOuts)
        .where(
          and(eq(eventMessageOptOuts.eventId, eventId), eq(eventMessageOptOuts.email, email.toLowerCase())),
        );
      return Boolean(row);
    },

    /** The address gets no more messages about the event; doing it twice changes nothing. */
    async optOut(eventId: string, email: string): Promise<void> {
      await db
        .insert(eventMessageOptOuts)
        .values({ eventId, email: email.toLowerCase() })
        .onConflictDoNothing();
    },
  };
}
export type EventMessagesRepository = ReturnType<typeof createEventMessagesRepository>;
