import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertEvent } from '../../../../test/fixtures';
import { outboxMails } from '../../../../test/outbox';
import { useTestApp } from '../../../../test/test-app';
import { outboundEmails, volunteerAssignments, volunteerShifts, volunteers } from '../../db/schema';
import { hashManageToken, newManageToken } from '../registrations/manage-token';

// Volunteers' shift reminders: the day before and two hours before each shift, each exactly once (two instances
// sweeping at the same moment, sweeps repeated), none for people who signed up after the reminder time, and only
// the nearer one when the servers were down through the first. The clock is driven: app.reminders.run(now).

const HOUR = 3_600_000;

describe('volunteer shift reminders', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://festival.example.org' });
  /** Another instance of the site on the same database. */
  const second = useTestApp({ PUBLIC_URL: 'https://festival.example.org' });

  /** A shift of a published event starting `inHours` from now, with `people` volunteers who signed up long ago. */
  async function shiftWithPeople(inHours: number, people: number, eventOverrides = {}) {
    const startsAt = new Date(Date.now() + inHours * HOUR);
    const event = await insertEvent(t.database, 0, { startsAt, timeKnown: true, ...eventOverrides });
    const [shift] = await t.database.db
      .insert(volunteerShifts)
      .values({
        eventId: event.id,
        role: 'Gate',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * HOUR),
        needed: 100,
      })
      .returning();
    if (!shift) throw new Error('no shift');
    const made = new Date(Date.now() - 72 * HOUR);
    const rows = Array.from({ length: people }, (_, n) => ({
      id: randomUUID(),
      eventId: event.id,
      fullName: `Helper ${n}`,
      email: `helper.${n}.${shift.id.slice(0, 8)}@example.com`,
      phone: '2095550100',
      manageTokenHash: hashManageToken(newManageToken()),
      createdAt: made,
    }));
    if (rows.length > 0) {
      await t.database.db.insert(volunteers).values(rows);
      await t.database.db
        .insert(volunteerAssignments)
        .values(rows.map((r) => ({ volunteerId: r.id, shiftId: shift.id, createdAt: made })));
    }
    return { event, shift, people: rows, start: startsAt.getTime() };
  }

  const remindersOf = (shiftId: string) =>
    t.database.db
      .select({
        key: outboundEmails.dedupeKey,
        to: outboundEmails.recipients,
        subject: outboundEmails.subject,
      })
      .from(outboundEmails)
      .where(
        and(eq(outboundEmails.kind, 'volunteer-reminder'), like(outboundEmails.dedupeKey, `%:${shiftId}`)),
      );

  it('reminds each volunteer the day before and two hours before the shift, each once, never early', async () => {
    const { shift, people, start } = await shiftWithPeople(240, 1);
    const [helper] = people;
    if (!helper) throw new Error('no helper');
    await t.app.reminders.run(new Date(start - 25 * HOUR));
    expect(await remindersOf(shift.id)).toEqual([]);
    await t.app.reminders.run(new Date(start - 23 * HOUR));
    await t.app.reminders.run(new Date(start - 22 * HOUR));
    expect(await remindersOf(shift.id)).toEqual([
      {
        key: `volunteer-reminder:day:${helper.id}:${shift.id}`,
        to: helper.email,
        subject: expect.stringMatching(/^Reminder: your Gate shift at /),
      },
    ]);
    await t.app.reminders.run(new Date(start - 3 * HOUR));
    expect(await remindersOf(shift.id)).toHaveLength(1);
    await t.app.reminders.run(new Date(start - 90 * 60_000));
    await t.app.reminders.run(new Date(start - 30 * 60_000));
    const both = await remindersOf(shift.id);
    expect(both.map((r) => r.key).sort()).toEqual([
      `volunteer-reminder:day:${helper.id}:${shift.id}`,
      `volunteer-reminder:soon:${helper.id}:${shift.id}`,
    ]);
    // The shift has started: nothing more.
    await t.app.reminders.run(new Date(start + HOUR));
    expect(await remindersOf(shift.id)).toHaveLength(2);
  });

  it('sends only the two-hours reminder when the servers were down through the day-before one', async () => {
    const { shift, start } = await shiftWithPeople(240, 1);
    await t.app.reminders.run(new Date(start - 60 * 60_000));
    expect((await remindersOf(shift.id)).map((r) => r.key?.split(':')[1])).toEqual(['soon']);
  });

  it('sends none to late sign-ups (for that reminder), nor for cancelled or draft events', async () => {
    const { shift, start } = await shiftWithPeople(240, 0);
    const late = {
      id: randomUUID(),
      eventId: shift.eventId,
      fullName: 'Late Helper',
      email: `late.${shift.id.slice(0, 8)}@example.com`,
      phone: '2095550100',
      manageTokenHash: hashManageToken(newManageToken()),
    };
    await t.database.db.insert(volunteers).values(late);
    // Signed up 10 hours before the shift: after the day-before reminder time, before the two-hours one.
    await t.database.db
      .insert(volunteerAssignments)
      .values({ volunteerId: late.id, shiftId: shift.id, createdAt: new Date(start - 10 * HOUR) });
    await t.app.reminders.run(new Date(start - 9 * HOUR));
    expect(await remindersOf(shift.id)).toEqual([]);
    await t.app.reminders.run(new Date(start - HOUR));
    expect((await remindersOf(shift.id)).map((r) => r.key?.split(':')[1])).toEqual(['soon']);

    const cancelled = await shiftWithPeople(240, 2, { status: 'cancelled' });
    const draft = await shiftWithPeople(240, 2, { published: false });
    await t.app.reminders.run(new Date(cancelled.start - HOUR));
    expect(await remindersOf(cancelled.shift.id)).toEqual([]);
    expect(await remindersOf(draft.shift.id)).toEqual([]);
  });

  it('stores each reminder once when two instances sweep at the same moment', async () => {
    const { shift, people, start } = await shiftWithPeople(240, 40);
    const at = new Date(start - 12 * HOUR);
    const [a, b] = await Promise.all([t.app.reminders.run(at), second.app.reminders.run(at)]);
    expect(a + b).toBe(40);
    const stored = await remindersOf(shift.id);
    expect(stored).toHaveLength(40);
    expect(new Set(stored.map((r) => r.to))).toEqual(new Set(people.map((p) => p.email)));
    // Again, both at once: nothing new.
    const [c, d] = await Promise.all([t.app.reminders.run(at), second.app.reminders.run(at)]);
    expect(c + d).toBe(0);
    const claimed = await t.database.db
      .select()
      .from(volunteerAssignments)
      .where(
        inArray(
          volunteerAssignments.volunteerId,
          people.map((p) => p.id),
        ),
      );
    expect(claimed.every((row) => row.dayReminderSentAt !== null && row.soonReminderSentAt === null)).toBe(
      true,
    );
  });

  it('mails the shift, the venue with a map link, and how to drop the shift', async () => {
    const { event, people, start } = await shiftWithPeople(240, 1);
    await t.app.reminders.run(new Date(start - 90 * 60_000));
    await Promise.all([t.app.mail.idle(), second.app.mail.idle()]);
    const delivered = [...(await outboxMails(t.dataDir)), ...(await outboxMails(second.dataDir))];
    const mail = delivered.find((m) => m.to?.[0]?.address === people[0]?.email);
    if (!mail) throw new Error('no reminder delivered');
    expect(mail.subject).toBe(`Starting soon: your Gate shift at ${event.title}`);
    expect(mail.text).toMatch(/^Gate: \w+day, .+ - .+$/m);
    expect(mail.text).toContain(`Venue: ${event.venue}`);
    expect(mail.text).toContain('drop the shift with the link in your confirmation mail');
  });
});
