import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, volunteerAssignments, volunteerShifts, volunteers } from '../../db/schema';
import type { PreparedMail } from '../../plugins/mail/mail-message';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';
import type { EventRow } from '../events/event-row';
import type { ShiftReminderKind } from '../volunteers/messages/volunteer-reminder';
import type { ShiftRow, VolunteerRow } from '../volunteers/volunteers-service';

/** The stored reminder's unique key: one of each kind per volunteer and shift, whoever stores it. */
export const shiftReminderMailKey = (which: ShiftReminderKind, volunteerId: string, shiftId: string) =>
  `volunteer-reminder:${which}:${volunteerId}:${shiftId}`;

/** How long before a shift's start each reminder falls due. */
export const SHIFT_REMINDER_HOURS: Record<ShiftReminderKind, number> = { day: 24, soon: 2 };

/**
 * Volunteers' shift reminders, the day before and two hours before each shift (docs/architecture.md,
 * "Reminders"), claimed like the registrants' ones: one statement per kind takes the due assignments with
 * `FOR UPDATE … SKIP LOCKED` and marks them, and the same transaction stores their mails (each with a dedupe key).
 * Another instance's sweep skips the rows being claimed; a crash before the commit claims nothing.
 */
export function createShiftRemindersRepository(db: Db) {
  const outbox = createOutboundEmailsRepository(db);

  /**
   * Claims up to `limit` reminders of one kind due at `now`: the shift of a published, scheduled event has not
   * started, its reminder time has come (for the day-before one: and the two-hours one's has not, so a volunteer
   * never gets both at once after the servers were down), the volunteer signed up before that time, and this
   * reminder was not sent.
   */
  const claim = async (tx: Db, which: ShiftReminderKind, now: Date, limit: number) => {
    const column = which === 'day' ? sql.raw('day_reminder_sent_at') : sql.raw('soon_reminder_sent_at');
    const dueAt = sql`s.starts_at - ${SHIFT_REMINDER_HOURS[which]} * interval '1 hour'`;
    const notYetSoon =
      which === 'day'
        ? sql`and s.starts_at - ${SHIFT_REMINDER_HOURS.soon} * interval '1 hour' > ${now}`
        : sql``;
    const { rows } = await tx.execute<{ volunteer_id: string; shift_id: string }>(sql`
      update ${volunteerAssignments} as claimed set ${column} = ${now}
      where (claimed.volunteer_id, claimed.shift_id) in (
        select a.volunteer_id, a.shift_id
        from ${volunteerAssignments} a
        join ${volunteerShifts} s on s.id = a.shift_id
        join ${events} e on e.id = s.event_id
        where a.${column} is null
          and e.status = 'scheduled' and e.published
          and s.starts_at > ${now} and ${dueAt} <= ${now} ${notYetSoon}
          and a.created_at <= ${dueAt}
        order by a.shift_id, a.volunteer_id
        limit ${limit}
        for update of a skip locked
      )
      returning claimed.volunteer_id, claimed.shift_id`);
    return rows;
  };

  return {
    /**
     * Claims and stores the reminders of both kinds due at `now` (up to `limit` of each), in one transaction;
     * answers how many were stored.
     */
    async storeDue(
      now: Date,
      limit: number,
      prepare: (
        which: ShiftReminderKind,
        event: EventRow,
        shift: ShiftRow,
        volunteer: VolunteerRow,
      ) => PreparedMail,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const claimed = [
          ...(await claim(tx, 'day', now, limit)).map((row) => ({ ...row, which: 'day' as const })),
          ...(await claim(tx, 'soon', now, limit)).map((row) => ({ ...row, which: 'soon' as const })),
        ];
        if (claimed.length === 0) return 0;
        const shiftRows = await tx
          .select()
          .from(volunteerShifts)
          .where(inArray(volunteerShifts.id, [...new Set(claimed.map((c) => c.shift_id))]));
        const people = await tx
          .select()
          .from(volunteers)
          .where(inArray(volunteers.id, [...new Set(claimed.map((c) => c.volunteer_id))]));
        const eventRows = await tx
          .select()
          .from(events)
          .where(inArray(events.id, [...new Set(shiftRows.map((s) => s.eventId))]));
        const shiftById = new Map(shiftRows.map((s) => [s.id, s]));
        const personById = new Map(people.map((p) => [p.id, p]));
        const eventById = new Map(eventRows.map((e) => [e.id, e]));
        const mails = claimed.flatMap(({ which, shift_id, volunteer_id }) => {
          const shift = shiftById.get(shift_id);
          const volunteer = personById.get(volunteer_id);
          const event = shift && eventById.get(shift.eventId);
          if (!shift || !volunteer || !event) return [];
          return [
            {
              ...prepare(which, event, shift, volunteer),
              dedupeKey: shiftReminderMailKey(which, volunteer.id, shift.id),
            },
          ];
        });
        await outbox.insertAll(mails, tx);
        return mails.length;
      });
    },
  };
}
