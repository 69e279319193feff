import { shiftsOverlap } from '@shared/volunteer-shifts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idList } from '../../db/id-list';
import { events, volunteerAssignments, volunteerShifts, volunteers } from '../../db/schema';
import { isUuid } from '../../lib/uuid';
import type { PreparedMail } from '../../plugins/mail/mail-message';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';

// Volunteer shifts and sign-ups. Every change to who holds a place on a shift runs in a transaction that first
// locks the shifts' rows (in id order, so two transactions cannot deadlock) and only then counts: concurrent
// sign-ups for one shift take turns, and each sees what the others committed (READ COMMITTED) before deciding.

export type ShiftRow = typeof volunteerShifts.$inferSelect;
export type NewShiftRow = typeof volunteerShifts.$inferInsert;
export type VolunteerRow = typeof volunteers.$inferSelect;
/** A shift with how many volunteers hold a place on it. */
export type CountedShift = ShiftRow & { filled: number };
export type ShiftFields = Pick<NewShiftRow, 'role' | 'description' | 'startsAt' | 'endsAt' | 'needed'>;

const filledSql = sql<number>`(select count(*)::int from ${volunteerAssignments} a where a.shift_id = ${volunteerShifts.id})`;

/** A shift's columns with how many have signed up for it (a CountedShift). */
const countedShiftColumns = {
  id: volunteerShifts.id,
  eventId: volunteerShifts.eventId,
  role: volunteerShifts.role,
  description: volunteerShifts.description,
  startsAt: volunteerShifts.startsAt,
  endsAt: volunteerShifts.endsAt,
  needed: volunteerShifts.needed,
  createdAt: volunteerShifts.createdAt,
  updatedAt: volunteerShifts.updatedAt,
  filled: filledSql,
};

/** Why shifts could not be taken: the first refusal found, naming the shift(s). */
export type ShiftRefusal =
  | { status: 'no-shift' }
  | { status: 'started'; shift: ShiftRow }
  | { status: 'full'; shift: ShiftRow }
  | { status: 'overlap'; shifts: [ShiftRow, ShiftRow] };

export type SignUpOutcome =
  | { status: 'stored'; shifts: CountedShift[] }
  | { status: 'duplicate' }
  | ShiftRefusal;

/** Locks the shifts' rows in id order, then counts their places (a statement of its own, after the lock). */
async function lockShifts(tx: Db, ids: string[]): Promise<CountedShift[]> {
  const sorted = [...new Set(ids)].sort();
  if (sorted.length === 0) return [];
  const locked = await tx
    .select()
    .from(volunteerShifts)
    .where(sql`${volunteerShifts.id} in ${idList(sorted)}`)
    .orderBy(asc(volunteerShifts.id))
    .for('update');
  const counts = (
    await tx.execute<{ shift_id: string; n: number }>(sql`
      select shift_id, count(*)::int as n from ${volunteerAssignments}
      where shift_id in ${idList(sorted)} group by shift_id`)
  ).rows;
  const filled = new Map(counts.map((c) => [c.shift_id, c.n] as const));
  return locked.map((shift) => ({ ...shift, filled: filled.get(shift.id) ?? 0 }));
}

/**
 * Whether `wanted` (locked, counted) may be taken by someone already holding `held`: every shift of the event,
 * not started at `now`, with a spot left, none overlapping another one wanted or held.
 */
function refusalOf(
  ids: string[],
  wanted: CountedShift[],
  held: ShiftRow[],
  eventId: string,
  now: Date,
): ShiftRefusal | null {
  if (wanted.length !== new Set(ids).size || wanted.some((s) => s.eventId !== eventId))
    return { status: 'no-shift' };
  const byTime = [...wanted].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (const shift of byTime) {
    if (shift.startsAt.getTime() <= now.getTime()) return { status: 'started', shift };
    if (shift.filled >= shift.needed) return { status: 'full', shift };
  }
  const all = [...held, ...byTime];
  for (let i = 0; i < all.length; i++) {
    for (let j = Math.max(i + 1, held.length); j < all.length; j++) {
      const a = all[i];
      const b = all[j];
      if (a && b && shiftsOverlap(a, b)) return { status: 'overlap', shifts: [a, b] };
    }
  }
  return null;
}

const byStart = (a: ShiftRow, b: ShiftRow) =>
  a.startsAt.getTime() - b.startsAt.getTime() || a.role.localeCompare(b.role) || a.id.localeCompare(b.id);

export function createVolunteersRepository(db: Db) {
  const outbox = createOutboundEmailsRepository(db);

  /** The volunteer's shifts, counted, in time order. */
  const shiftsOfVolunteer = async (volunteerId: string, tx: Db = db): Promise<CountedShift[]> =>
    tx
      .select(countedShiftColumns)
      .from(volunteerAssignments)
      .innerJoin(volunteerShifts, eq(volunteerShifts.id, volunteerAssignments.shiftId))
      .where(eq(volunteerAssignments.volunteerId, volunteerId))
      .orderBy(asc(volunteerShifts.startsAt), asc(volunteerShifts.role), asc(volunteerShifts.id));

  return {
    shiftsOfVolunteer,

    /** The event's shifts in time order, with their fill; `startingAfter`: only those not started by then. */
    async listShifts(eventId: string, startingAfter?: Date): Promise<CountedShift[]> {
      return db
        .select(countedShiftColumns)
        .from(volunteerShifts)
        .where(
          and(
            eq(volunteerShifts.eventId, eventId),
            startingAfter ? sql`${volunteerShifts.startsAt} > ${startingAfter}` : undefined,
          ),
        )
        .orderBy(asc(volunteerShifts.startsAt), asc(volunteerShifts.role), asc(volunteerShifts.id));
    },

    async createShift(eventId: string, fields: ShiftFields): Promise<CountedShift> {
      const [row] = await db
        .insert(volunteerShifts)
        .values({ eventId, ...fields })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return { ...row, filled: 0 };
    },

    /**
     * Changes a shift with its row locked; refuses (`too-few`) to need fewer people than already hold a place.
     * `mailsFor` gets the shift before and after and its volunteers, and its mails are stored in the same
     * transaction (a moved shift tells each of them). Null for an unknown shift.
     */
    async updateShift(
      id: string,
      fields: ShiftFields,
      mailsFor: (before: ShiftRow, after: ShiftRow, people: VolunteerRow[]) => PreparedMail[],
    ): Promise<{ status: 'updated'; shift: CountedShift } | { status: 'too-few'; filled: number } | null> {
      if (!isUuid(id)) return null;
      return db.transaction(async (tx) => {
        const [before] = await lockShifts(tx, [id]);
        if (!before) return null;
        if (fields.needed < before.filled) return { status: 'too-few' as const, filled: before.filled };
        const [after] = await tx
          .update(volunteerShifts)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(volunteerShifts.id, id))
          .returning();
        if (!after) return null;
        const people = await this.volunteersOfShift(id, tx);
        await outbox.insertAll(mailsFor(before, after, people), tx);
        return { status: 'updated' as const, shift: { ...after, filled: before.filled } };
      });
    },

    /** Deletes a shift and stores the mails `mailsFor` makes for its volunteers, in one transaction. */
    async deleteShift(
      id: string,
      mailsFor: (shift: ShiftRow, people: VolunteerRow[]) => PreparedMail[],
    ): Promise<ShiftRow | null> {
      if (!isUuid(id)) return null;
      return db.transaction(async (tx) => {
        const [shift] = await lockShifts(tx, [id]);
        if (!shift) return null;
        const people = await this.volunteersOfShift(id, tx);
        await tx.delete(volunteerShifts).where(eq(volunteerShifts.id, id));
        await outbox.insertAll(mailsFor(shift, people), tx);
        return shift;
      });
    },

    async findShift(id: string): Promise<ShiftRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(volunteerShifts).where(eq(volunteerShifts.id, id));
      return row ?? null;
    },

    async volunteersOfShift(shiftId: string, tx: Db = db): Promise<VolunteerRow[]> {
      const rows = await tx
        .select({ volunteer: volunteers })
        .from(volunteerAssignments)
        .innerJoin(volunteers, eq(volunteers.id, volunteerAssignments.volunteerId))
        .where(eq(volunteerAssignments.shiftId, shiftId))
        .orderBy(asc(volunteerAssignments.createdAt), asc(volunteers.id));
      return rows.map((r) => r.volunteer);
    },

    /**
     * When this address's volunteer sign-ups of the last `windowMs` were made (ms since the epoch), newest first,
     * at most `limit`; those for cancelled events do not count.
     */
    async recentSignUps(email: string, windowMs: number, limit: number): Promise<number[]> {
      const rows = (
        await db.execute<{ made_ms: number }>(sql`
          select (extract(epoch from v.created_at) * 1000)::float8 as made_ms
          from ${volunteers} v join ${events} e on e.id = v.event_id
          where lower(v.email) = ${email.toLowerCase()} and e.status <> 'cancelled'
            and v.created_at > now() - ${windowMs}::bigint * interval '1 millisecond'
          order by v.created_at desc limit ${limit}`)
      ).rows;
      return rows.map((row) => Number(row.made_ms));
    },

    /**
     * Stores a volunteer with their shifts and their confirmation mail, in one transaction holding the shifts' rows: all of it, or (a full, started or overlapping shift, an
     * address already signed up for the event) nothing.
     */
    async signUp(input: {
      row: VolunteerRow;
      shiftIds: string[];
      now: Date;
      mail: (shifts: CountedShift[]) => PreparedMail;
    }): Promise<SignUpOutcome> {
      const { row } = input;
      return db.transaction(async (tx) => {
        const wanted = await lockShifts(tx, input.shiftIds);
        const refusal = refusalOf(input.shiftIds, wanted, [], row.eventId, input.now);
        if (refusal) return refusal;
        const [inserted] = await tx
          .insert(volunteers)
          .values(row)
          .onConflictDoNothing()
          .returning({ id: volunteers.id });
        if (!inserted) return { status: 'duplicate' as const };
        await tx
          .insert(volunteerAssignments)
          .values(wanted.map((shift) => ({ volunteerId: row.id, shiftId: shift.id, createdAt: input.now })));
        const shifts = wanted.map((s) => ({ ...s, filled: s.filled + 1 })).sort(byStart);
        await outbox.insertAll([input.mail(shifts)], tx);
        return { status: 'stored' as const, shifts };
      });
    },

    /**
     * Adds shifts to a volunteer (their row locked, so two changes of theirs take turns), under the sign-up's
     * rules; shifts they already hold are left as they are. Null for an unknown volunteer.
     */
    async addShifts(
      volunteerId: string,
      shiftIds: string[],
      now: Date,
      mail: (volunteer: VolunteerRow, added: CountedShift[]) => PreparedMail,
    ): Promise<{ status: 'stored'; added: CountedShift[] } | ShiftRefusal | null> {
      return db.transaction(async (tx) => {
        const [volunteer] = await tx
          .select()
          .from(volunteers)
          .where(eq(volunteers.id, volunteerId))
          .for('update');
        if (!volunteer) return null;
        const held = await shiftsOfVolunteer(volunteerId, tx);
        const heldIds = new Set(held.map((s) => s.id));
        const fresh = [...new Set(shiftIds)].filter((id) => !heldIds.has(id));
        if (fresh.length === 0) return { status: 'stored' as const, added: [] };
        const wanted = await lockShifts(tx, fresh);
        const refusal = refusalOf(fresh, wanted, held, volunteer.eventId, now);
        if (refusal) return refusal;
        await tx
          .insert(volunteerAssignments)
          .values(wanted.map((shift) => ({ volunteerId, shiftId: shift.id, createdAt: now })));
        const added = wanted.map((s) => ({ ...s, filled: s.filled + 1 })).sort(byStart);
        await outbox.insertAll([mail(volunteer, added)], tx);
        await tx.update(volunteers).set({ updatedAt: now }).where(eq(volunteers.id, volunteerId));
        return { status: 'stored' as const, added };
      });
    },

    /** Takes the volunteer off the shift; false when they did not hold it. */
    async dropShift(volunteerId: string, shiftId: string): Promise<boolean> {
      if (!isUuid(shiftId)) return false;
      const rows = await db
        .delete(volunteerAssignments)
        .where(
          and(eq(volunteerAssignments.volunteerId, volunteerId), eq(volunteerAssignments.shiftId, shiftId)),
        )
        .returning({ id: volunteerAssignments.shiftId });
      return rows.length > 0;
    },

    async findVolunteer(id: string): Promise<VolunteerRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(volunteers).where(eq(volunteers.id, id));
      return row ?? null;
    },

    /** Every shift of the event in time order with the people on it (sign-up order) and whether they arrived. */
    async roster(eventId: string) {
      const shifts = await this.listShifts(eventId);
      const people = await db
        .select({
          shiftId: volunteerAssignments.shiftId,
          signedUpAt: volunteerAssignments.createdAt,
          checkedInAt: volunteerAssignments.checkedInAt,
          checkedInBy: volunteerAssignments.checkedInBy,
          volunteer: volunteers,
        })
        .from(volunteerAssignments)
        .innerJoin(volunteerShifts, eq(volunteerShifts.id, volunteerAssignments.shiftId))
        .innerJoin(volunteers, eq(volunteers.id, volunteerAssignments.volunteerId))
        .where(eq(volunteerShifts.eventId, eventId))
        .orderBy(asc(volunteerAssignments.createdAt), asc(volunteers.fullName), asc(volunteers.id));
      const byShift = new Map<string, typeof people>();
      for (const person of people) {
        const list = byShift.get(person.shiftId) ?? [];
        list.push(person);
        byShift.set(person.shiftId, list);
      }
      return shifts.map((shift) => ({ shift, people: byShift.get(shift.id) ?? [] }));
    },

    /**
     * Marks the volunteer arrived for the shift (once: a second check-in keeps the first time). Null when the
     * volunteer does not hold that shift of this event.
     */
    async checkIn(
      eventId: string,
      shiftId: string,
      volunteerId: string,
      username: string | null,
      undo = false,
    ) {
      const rows = await db.execute<{ full_name: string; checked_in_at: Date | string | null }>(sql`
        update ${volunteerAssignments} a
        set checked_in_at = ${undo ? sql`null` : sql`coalesce(a.checked_in_at, now())`},
          checked_in_by = ${undo ? sql`null` : sql`coalesce(a.checked_in_by, ${username})`}
        from ${volunteerShifts} s, ${volunteers} v
        where a.shift_id = ${shiftId} and a.volunteer_id = ${volunteerId}
          and s.id = a.shift_id and s.event_id = ${eventId} and v.id = a.volunteer_id
        returning v.full_name, a.checked_in_at`);
      const [row] = rows.rows;
      if (!row) return null;
      return {
        fullName: row.full_name,
        checkedInAt: row.checked_in_at === null ? null : new Date(row.checked_in_at),
      };
    },

    /** The event's volunteers with an address to write to: all of them, or those of one shift. */
    async recipients(eventId: string, shiftId: string | null, tx: Db = db) {
      const rows = await tx
        .selectDistinctOn([volunteers.createdAt, volunteers.id], {
          id: volunteers.id,
          fullName: volunteers.fullName,
          email: volunteers.email,
          language: volunteers.language,
        })
        .from(volunteers)
        .innerJoin(volunteerAssignments, eq(volunteerAssignments.volunteerId, volunteers.id))
        .where(
          and(
            eq(volunteers.eventId, eventId),
            shiftId === null ? undefined : eq(volunteerAssignments.shiftId, shiftId),
          ),
        )
        .orderBy(asc(volunteers.createdAt), asc(volunteers.id));
      return rows;
    },
  };
}
export type VolunteersRepository = ReturnType<typeof createVolunteersRepository>;
