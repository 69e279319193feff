import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin, loginAsDoor, XHR_HEADERS } from '../../../../test/auth';
import { checkInParty, insertEvent } from '../../../../test/fixtures';
import { storedMailsTo } from '../../../../test/outbox';
import { useTestApp } from '../../../../test/test-app';
import { registrations } from '../../db/schema';
import type { CheckInFeedMessage } from '../check-in-feed/feed';

describe('walk-ups: POST /api/admin/events/:id/walk-ups', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ headers: admin } = await loginAsAdmin(t.app));
  });

  const walkUp = (eventId: string, payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: `/api/admin/events/${eventId}/walk-ups`, headers, payload });

  const attendance = async (eventId: string) =>
    (await t.app.inject({ url: `/api/admin/events/${eventId}/attendance`, headers: admin })).json() as {
      confirmedPeople: number;
    };

  it('registers a party without an address, confirmed and counted, ready to be checked in', async () => {
    const event = await insertEvent(t.database, 0, { capacity: 10 });
    const res = await walkUp(event.id, { fullName: '  Meera Iyer ', guestCount: 4 });
    expect(res.statusCode, res.body).toBe(201);
    const party = res.json();
    expect(party).toMatchObject({ fullName: 'Meera Iyer', guestCount: 4, status: 'confirmed', checkedIn: 0 });
    const [stored] = await t.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, party.registrationId));
    expect(stored).toMatchObject({ email: null, manageTokenHash: null, status: 'confirmed' });
    expect(party.ticketCode).toBe(stored?.ticketCode);
    expect((await attendance(event.id)).confirmedPeople).toBe(4);

    const checkIn = await checkInParty(t.app, event.id, admin, { registrationId: party.registrationId });
    expect(checkIn).toMatchObject({ checkedIn: 4, people: 4 });

    // The admin's list and the CSV export take a registration without an address.
    const list = await t.app.inject({ url: `/api/admin/events/${event.id}/registrations`, headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ fullName: 'Meera Iyer', email: null })]);
    const csv = await t.app.inject({
      url: `/api/admin/events/${event.id}/registrations/export`,
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Meera Iyer');
  });

  it('two walk-ups without an address are two parties', async () => {
    const event = await insertEvent(t.database, 0);
    expect((await walkUp(event.id, { fullName: 'Guest One', guestCount: 1, email: '' })).statusCode).toBe(
      201,
    );
    expect((await walkUp(event.id, { fullName: 'Guest Two', guestCount: 1 })).statusCode).toBe(201);
    expect((await attendance(event.id)).confirmedPeople).toBe(2);
  });

  it('with an address, mails the ticket, and refuses an address already registered', async () => {
    const event = await insertEvent(t.database, 0);
    const res = await walkUp(event.id, { fullName: 'Ravi Kumar', guestCount: 2, email: 'Ravi@Example.com' });
    expect(res.statusCode, res.body).toBe(201);
    const mails = await storedMailsTo(t.database, 'ravi@example.com');
    expect(mails).toHaveLength(1);
    const again = await walkUp(event.id, { fullName: 'Ravi K', guestCount: 1, email: 'ravi@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This email address is already registered for this event');
  });

  it('counts against the capacity: a party that does not fit is refused, not waitlisted, and nothing is stored', async () => {
    const event = await insertEvent(t.database, 0, { capacity: 5 });
    expect((await walkUp(event.id, { fullName: 'First Family', guestCount: 3 })).statusCode).toBe(201);
    const res = await walkUp(event.id, { fullName: 'Second Family', guestCount: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 2 places are left for this event');
    const rows = await t.database.db.select().from(registrations).where(eq(registrations.eventId, event.id));
    expect(rows.map((r) => r.fullName)).toEqual(['First Family']);
    expect((await walkUp(event.id, { fullName: 'Small Family', guestCount: 2 })).statusCode).toBe(201);
    const full = await walkUp(event.id, { fullName: 'Late Family', guestCount: 1 });
    expect(full.json().message).toBe('No places are left for this event');
  });

  it('names the field and rule of bad input, and needs a session and a known event', async () => {
    const event = await insertEvent(t.database, 0);
    const cases: [object, string, string][] = [
      [{ fullName: 'A', guestCount: 1 }, 'fullName', 'Name must be at least 2 characters'],
      [{ fullName: 'Asha', guestCount: 0 }, 'guestCount', 'Must have at least 1 guest'],
      [{ fullName: 'Asha', guestCount: 21 }, 'guestCount', 'Maximum 20 guests allowed'],
      [
        { fullName: 'Asha', guestCount: 1, email: 'not-an-address' },
        'email',
        'Please enter a valid email address',
      ],
    ];
    for (const [payload, path, message] of cases) {
      const res = await walkUp(event.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toContainEqual({ path, message });
    }
    expect((await walkUp('no-such-event', { fullName: 'Asha', guestCount: 1 })).statusCode).toBe(404);
    expect((await walkUp(event.id, { fullName: 'Asha', guestCount: 1 }, XHR_HEADERS)).statusCode).toBe(401);
    const rows = await t.database.db.select().from(registrations).where(eq(registrations.eventId, event.id));
    expect(rows).toEqual([]);
  });

  it('refuses walk-ups on drafts, cancelled events and events that have ended, storing and mailing nothing', async () => {
    const draft = await insertEvent(t.database, 0, { published: false });
    const cancelled = await insertEvent(t.database, 0, { status: 'cancelled' });
    const ended = await insertEvent(t.database, -2);
    const cases: [string, string][] = [
      [draft.id, 'This event is not published'],
      [cancelled.id, 'This event was cancelled'],
      [ended.id, 'This event has ended'],
    ];
    for (const [eventId, message] of cases) {
      const res = await walkUp(eventId, {
        fullName: 'Late Family',
        guestCount: 2,
        email: 'late@example.com',
      });
      expect(res.statusCode, message).toBe(403);
      expect(res.json().message).toBe(message);
      const rows = await t.database.db.select().from(registrations).where(eq(registrations.eventId, eventId));
      expect(rows).toEqual([]);
    }
    const mails = await storedMailsTo(t.database, 'late@example.com');
    expect(mails).toEqual([]);
  });

  it('holds ticket mails to one address beyond the hourly limit of acknowledgements, as sign-ups do', async () => {
    for (let i = 0; i < 4; i++) {
      const event = await insertEvent(t.database, 0);
      const res = await walkUp(event.id, {
        fullName: 'Busy Parent',
        guestCount: 1,
        email: 'busy@example.com',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const mails = await storedMailsTo(t.database, 'busy@example.com');
    expect(mails).toHaveLength(4);
    expect(mails.filter((m) => m.status === 'held')).toHaveLength(1);
  });

  it('limits the walk-ups of one account: beyond 100 in ten minutes, 429 with Retry-After, nothing stored', async () => {
    const event = await insertEvent(t.database, 0);
    const { headers: door } = await loginAsDoor(t.app);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        walkUp(event.id, { fullName: `Party ${i}`, guestCount: 1 }, door),
      ),
    );
    expect(answers.filter((r) => r.statusCode !== 201).map((r) => r.body)).toEqual([]);
    const refused = await walkUp(event.id, { fullName: 'One Too Many', guestCount: 1 }, door);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/^Too many walk-ups from this account\. Please try again in /);
    const rows = await t.database.db.select().from(registrations).where(eq(registrations.eventId, event.id));
    expect(rows).toHaveLength(100);
    // Another account is counted apart.
    expect((await walkUp(event.id, { fullName: 'Other Door', guestCount: 1 })).statusCode).toBe(201);
  });

  it("tells the event's live check-in screens about the new party", async () => {
    const event = await insertEvent(t.database, 0);
    const heard: CheckInFeedMessage[] = [];
    const unsubscribe = await t.app.checkInFeed.subscribe(event.id, (message) => heard.push(message));
    try {
      const res = await walkUp(event.id, { fullName: 'Live Family', guestCount: 2 });
      await expect
        .poll(() => heard)
        .toContainEqual({
          kind: 'change',
          change: {
            registrationId: res.json().registrationId,
            fullName: 'Live Family',
            guestCount: 2,
            status: 'confirmed',
            checkedIn: 0,
          },
        });
    } finally {
      unsubscribe();
    }
  });
});
