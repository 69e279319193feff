import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, registrationManageTokens, registrations } from '../../db/schema';
import type { PreparedMail } from '../../plugins/mail/mail-message';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';
import type { EventRow } from '../events/event-row';
import { hasAddress, type RegistrantRow } from '../registrations/registrations-service';

/** The stored reminder's unique key: a second one for the same registration is never stored. */
export const reminderMailKey = (registrationId: string) => `reminder:${registrationId}`;

/** A reminder's mail with the manage token (its digest) its "I can't make it" link carries. */
export type PreparedReminder = { mail: PreparedMail; manageTokenHash: string };

export function createRemindersRepository(db: Db, options: { liveManageLinks: number }) {
  const outbox = createOutboundEmailsRepository(db);

  return {
    /**
     * Claims up to `limit` reminders due at `now` and stores their mails, in one transaction: confirmed
     * registrations made before their event's reminder time, of a published, scheduled event that has not
     * started, whose reminder time has come and whose reminder was not sent. Rows another sweep (of any
     * instance) is claiming are skipped, and a claimed row is marked, so each gets one reminder; a crash before
     * the commit claims nothing. Answers how many were stored.
     */
    async storeDue(
      now: Date,
      limit: number,
      prepare: (event: EventRow, registration: RegistrantRow) => PreparedReminder,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const reminderAt = sql`${events.startsAt} - ${events.reminderHoursBefore} * interval '1 hour'`;
        const due = tx
          .select({ id: registrations.id })
          .from(registrations)
          .innerJoin(events, sql`${events.id} = ${registrations.eventId}`)
          .where(
            sql`${registrations.status} = 'confirmed' and ${registrations.reminderSentAt} is null
              and ${registrations.email} is not null
              and ${events.status} = 'scheduled' and ${events.published}
              and ${events.reminderHoursBefore} is not null
              and ${events.startsAt} > ${now} and ${reminderAt} <= ${now}
              and ${registrations.createdAt} <= ${reminderAt}`,
          )
          .orderBy(registrations.id)
          .limit(limit)
          .for('update', { of: registrations, skipLocked: true });
        const claimed = await tx
          .update(registrations)
          .set({ reminderSentAt: now })
          .where(inArray(registrations.id, due))
          .returning();
        if (claimed.length === 0) return 0;
        const eventIds = [...new Set(claimed.map((r) => r.eventId))];
        const eventRows = await tx.select().from(events).where(inArray(events.id, eventIds));
        const byId = new Map(eventRows.map((e) => [e.id, e]));
        const reminders = claimed.flatMap((registration) => {
          const event = byId.get(registration.eventId);
          if (!event || !hasAddress(registration)) return [];
          const { mail, manageTokenHash } = prepare(event, registration);
          return [
            { registration, mail: { ...mail, dedupeKey: reminderMailKey(registration.id) }, manageTokenHash },
          ];
        });
        // The link's token works like a mailed manage link: the registrant's newest few stay live.
        await tx
          .insert(registrationManageTokens)
          .values(
            reminders.map((r) => ({ registrationId: r.registration.id, tokenHash: r.manageTokenHash })),
          );
        const ids = reminders.map((r) => r.registration.id);
        await tx.execute(sql`
          delete from ${registrationManageTokens} t
          using (
            select registration_id, token_hash,
              row_number() over (partition by registration_id order by created_at desc, token_hash desc) as n
            from ${registrationManageTokens}
            where registration_id in ${ids}
          ) ranked
          where t.registration_id = ranked.registration_id and t.token_hash = ranked.token_hash
            and ranked.n > ${options.liveManageLinks}`);
        await outbox.insertAll(
          reminders.map((r) => r.mail),
          tx as Db,
        );
        return reminders.length;
      });
    },
  };
}
