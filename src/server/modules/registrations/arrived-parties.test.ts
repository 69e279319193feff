import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { insertEvent } from '../../../../test/fixtures';
import { asRegistrant, setStatusAsAdmin, signedUp } from '../../../../test/registrants';
import { useTestApp } from '../../../../test/test-app';
import { registrations } from '../../db/schema';

type Created = { id: string; status: string; manageToken: string; email: string; guestCount: number };

// Issue 27, item 2: a party whose people are already in the hall cannot shrink below them (or be cancelled), so
// the places they stand in are never handed to the waitlist: checked-in plus confirmed people stay within capacity.
describe('parties that have arrived', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ headers: admin } = await loginAsAdmin(t.app));
  });

  const registered = (eventId: string, guestCount: number) =>
    signedUp<Created>(t.app, eventId, { guestCount });
  const resize = (r: Created, guestCount: number) =>
    asRegistrant(t.app, 'PUT', r, { fullName: 'Asha Rao', email: r.email, guestCount });
  const cancelByRegistrant = (r: Created) => asRegistrant(t.app, 'DELETE', r);
  const setStatus = (id: string, status: string) => setStatusAsAdmin(t.app, admin, id, status);
  const arrive = (eventId: string, registrationId: string, people?: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${eventId}/check-ins`,
      headers: admin,
      payload: { registrationId, people },
    });
  const arrived = async (eventId: string, registrationId: string, people?: number) => {
    const res = await arrive(eventId, registrationId, people);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { checkInId: string };
  };
  const stored = async (id: string) =>
    (await t.database.db.select().from(registrations).where(eq(registrations.id, id)))[0];
  const attendance = async (eventId: string) =>
    (await t.app.inject({ url: `/api/admin/events/${eventId}/attendance`, headers: admin })).json();

  it('refuses to make a party smaller than the people already checked in (409 saying how many arrived)', async () => {
    const event = await insertEvent(t.database, 0, { capacity: 4 });
    const a = await registered(event.id, 4);
    const b = await registered(event.id, 2);
    expect(b.status).toBe('waitlisted');
    await arrived(event.id, a.id);

    const smaller = await resize(a, 1);
    expect(smaller.statusCode).toBe(409);
    expect(smaller.json().message).toBe(
      '4 people of this party have already arrived: it cannot be made smaller than 4',
    );
    expect(await stored(a.id)).toMatchObject({ guestCount: 4, checkedInPeople: 4, status: 'confirmed' });
    expect((await stored(b.id))?.status).toBe('waitlisted');
    expect(await attendance(event.id)).toMatchObject({ capacity: 4, confirmedPeople: 4, checkedInPeople: 4 });
    // The same size, or larger if places allow, is still fine.
    expect((await resize(a, 4)).statusCode).toBe(200);
  });

  it('lets a party arriving in part shrink down to those who came, freeing the rest for the waitlist', async () => {
    const event = await insertEvent(t.database, 0, { capacity: 4 });
    const a = await registered(event.id, 4);
    const b = await registered(event.id, 2);
    await arrived(event.id, a.id, 2);

    const toOne = await resize(a, 1);
    expect(toOne.statusCode).toBe(409);
    expect(toOne.json().message).toBe(
      '2 people of this party have already arrived: it cannot be made smaller than 2',
    );
    expect((await resize(a, 2)).statusCode).toBe(200);
    expect((await stored(b.id))?.status).toBe('confirmed');
    const after = await attendance(event.id);
    expect(after).toMatchObject({ confirmedPeople: 4, checkedInPeople: 2 });
  });

  it('refuses to cancel or waitlist a party with people checked in, by the registrant or an admin', async () => {
    const event = await insertEvent(t.database, 0, { capacity: 4 });
    const a = await registered(event.id, 4);
    const b = await registered(event.id, 2);
    const checkIn = await arrived(event.id, a.id, 1);

    const byRegistrant = await cancelByRegistrant(a);
    expect(byRegistrant.statusCode).toBe(409);
    expect(byRegistrant.json().message).toBe(
      '1 person of this party has already arrived: a party checked in at the door cannot be cancelled',
    );
    const byAdmin = await setStatus(a.id, 'cancelled');
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json().message).toMatch(/^1 person of this party has already arrived: /);
    const toWaitlist = await setStatus(a.id, 'waitlisted');
    expect(toWaitlist.statusCode).toBe(409);
    expect(toWaitlist.json().message).toMatch(/cannot be moved to the waitlist/);
    expect((await stored(a.id))?.status).toBe('confirmed');
    expect((await stored(b.id))?.status).toBe('waitlisted');

    // Once the check-in is undone at the door, the party may go.
    const undone = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/events/${event.id}/check-ins/${checkIn.checkInId}`,
      headers: admin,
    });
    expect(undone.statusCode).toBe(200);
    expect((await setStatus(a.id, 'cancelled')).statusCode).toBe(200);
    expect((await stored(b.id))?.status).toBe('confirmed');
  });

  it('a check-in and a shrink at the same moment never leave more people in than the party has', async () => {
    for (let round = 0; round < 10; round++) {
      const event = await insertEvent(t.database, 0, { capacity: 4 });
      const a = await registered(event.id, 4);
      await registered(event.id, 2);
      const [shrink, door] = await Promise.all([resize(a, 1), arrive(event.id, a.id, 4)]);
      const row = await stored(a.id);
      expect(row?.checkedInPeople ?? 0).toBeLessThanOrEqual(row?.guestCount ?? 0);
      // Exactly one of the two wins.
      expect([shrink.statusCode, door.statusCode].sort()).toEqual([200, 409]);
      const now = await attendance(event.id);
      expect(now.confirmedPeople).toBeLessThanOrEqual(4);
      expect(now.checkedInPeople).toBeLessThanOrEqual(now.confirmedPeople);
    }
  });
});
