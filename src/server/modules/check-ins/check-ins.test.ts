import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { formatDateTime } from '@shared/dates';
import { type CheckInList, type CheckInResult, DEVICE_ID_HEADER } from '@shared/schemas/check-ins';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin, TEST_ADMIN } from '../../../../test/auth';
import { parseCsv } from '../../../../test/csv';
import { insertEvent, insertRegistration } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';
import { checkIns } from '../../db/schema';
import {
  CLIENT_ID_TAKEN_MESSAGE,
  UNKNOWN_REGISTRATION_MESSAGE,
  UNKNOWN_TICKET_MESSAGE,
} from './check-in-service';

describe('check-in at the door', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ headers: admin } = await loginAsAdmin(t.app));
  });

  const checkIn = (eventId: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${eventId}/check-ins`,
      headers: { ...admin, ...headers },
      payload,
    });
  const checkedIn = async (eventId: string, payload: object): Promise<CheckInResult> => {
    const res = await checkIn(eventId, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const undo = (eventId: string, checkInId: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/admin/events/${eventId}/check-ins/${checkInId}`,
      headers: admin,
    });
  const list = async (eventId: string): Promise<CheckInList> => {
    const res = await t.app.inject({ url: `/api/admin/events/${eventId}/check-in-list`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const party = async (
    guestCount: number,
    status: 'confirmed' | 'waitlisted' | 'cancelled' = 'confirmed',
  ) => {
    const event = await insertEvent(t.database, 1);
    const registration = await insertRegistration(t.database, event.id, {
      fullName: 'Asha Rao',
      guestCount,
      status,
    });
    return { event, registration };
  };

  it('checks the whole party in by ticket code, recording who, which device and when', async () => {
    const { event, registration } = await party(4);
    const res = await checkIn(
      event.id,
      { code: registration.ticketCode },
      { [DEVICE_ID_HEADER]: 'door-phone-1', 'user-agent': 'DoorPhone/1.0' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body: CheckInResult = res.json();
    expect(body).toMatchObject({
      registrationId: registration.id,
      fullName: 'Asha Rao',
      guestCount: 4,
      status: 'confirmed',
      checkedIn: 4,
      people: 4,
      checkedInBy: TEST_ADMIN.username,
      deviceId: 'door-phone-1',
      replayed: false,
    });
    expect(Date.now() - Date.parse(body.checkedInAt)).toBeLessThan(60_000);
    const [stored] = await t.database.db.select().from(checkIns).where(eq(checkIns.id, body.checkInId));
    expect(stored).toMatchObject({ people: 4, deviceId: 'door-phone-1', userAgent: 'DoorPhone/1.0' });
    expect(stored?.userId).toBeTruthy();
  });

  it('refuses a second check-in of the party, saying when and by whom it was checked in', async () => {
    const { event, registration } = await party(3);
    await checkedIn(event.id, { code: registration.ticketCode });
    const again = await checkIn(event.id, { code: registration.ticketCode });
    expect(again.statusCode).toBe(409);
    const { message } = again.json();
    expect(message).toContain('Already checked in: all 3 people of Asha Rao');
    expect(message).toContain(`by ${TEST_ADMIN.username}`);
    expect(message).toMatch(/\d{1,2}:\d{2} (AM|PM)/);
  });

  it('checks a party in part by part, never beyond its size', async () => {
    const { event, registration } = await party(4);
    const first = await checkedIn(event.id, { registrationId: registration.id, people: 2 });
    expect(first).toMatchObject({ people: 2, checkedIn: 2 });
    const tooMany = await checkIn(event.id, { registrationId: registration.id, people: 3 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(
      /^Only 2 of Asha Rao's party of 4 still to check in, not 3: 2 already/,
    );
    const rest = await checkedIn(event.id, { registrationId: registration.id });
    expect(rest).toMatchObject({ people: 2, checkedIn: 4 });
  });

  it('refuses a ticket of another event, naming that event', async () => {
    const { registration } = await party(2);
    const other = await insertEvent(t.database, 3, { title: 'Diwali Mela' });
    const res = await checkIn(other.id, { code: registration.ticketCode });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^This ticket is for another event: Event \w+ \(/);
    const byId = await checkIn(other.id, { registrationId: registration.id });
    expect(byId.statusCode).toBe(409);
    expect(await t.database.db.select().from(checkIns).where(eq(checkIns.eventId, other.id))).toEqual([]);
  });

  it('refuses cancelled and waitlisted registrations, saying so', async () => {
    const cancelled = await party(2, 'cancelled');
    const res = await checkIn(cancelled.event.id, { code: cancelled.registration.ticketCode });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Asha Rao's registration was cancelled: not admitted");

    const waiting = await party(2, 'waitlisted');
    const refused = await checkIn(waiting.event.id, { registrationId: waiting.registration.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('on the waitlist');
  });

  it('answers 404 for an unknown code or registration, 400 without exactly one of them', async () => {
    const { event } = await party(1);
    const unknownCode = await checkIn(event.id, { code: 'no-such-code' });
    expect(unknownCode.statusCode).toBe(404);
    expect(unknownCode.json().message).toBe(UNKNOWN_TICKET_MESSAGE);
    const unknownId = await checkIn(event.id, { registrationId: randomUUID() });
    expect(unknownId.statusCode).toBe(404);
    expect(unknownId.json().message).toBe(UNKNOWN_REGISTRATION_MESSAGE);
    const neither = await checkIn(event.id, { people: 1 });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('Send either a ticket code or a registration id');
    const both = await checkIn(event.id, { code: 'x', registrationId: randomUUID() });
    expect(both.statusCode).toBe(400);
    const zero = await checkIn(event.id, { code: 'x', people: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors[0]).toEqual({ path: 'people', message: 'Check in at least 1 person' });
    const noEvent = await checkIn(randomUUID(), { code: 'x' });
    expect(noEvent.statusCode).toBe(404);
  });

  it('undoes a check-in, once, and only within its event', async () => {
    const { event, registration } = await party(3);
    const done = await checkedIn(event.id, { code: registration.ticketCode, people: 2 });
    const elsewhere = await insertEvent(t.database, 2);
    expect((await undo(elsewhere.id, done.checkInId)).statusCode).toBe(404);

    const undone = await undo(event.id, done.checkInId);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ registrationId: registration.id, guestCount: 3, checkedIn: 0 });
    const twice = await undo(event.id, done.checkInId);
    expect(twice.json()).toMatchObject({ checkedIn: 0 });
    const [stored] = await t.database.db.select().from(checkIns).where(eq(checkIns.id, done.checkInId));
    expect(stored?.undoneAt).toBeInstanceOf(Date);
    expect(stored?.undoneBy).toBe(TEST_ADMIN.username);

    expect(await checkedIn(event.id, { code: registration.ticketCode })).toMatchObject({
      people: 3,
      checkedIn: 3,
    });
    expect((await undo(event.id, randomUUID())).statusCode).toBe(404);
    expect((await undo(event.id, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('counts a replayed sync once and answers the original check-in', async () => {
    const { event, registration } = await party(4);
    const clientId = randomUUID();
    const first = await checkedIn(event.id, { code: registration.ticketCode, people: 1, clientId });
    const replay = await checkedIn(event.id, { code: registration.ticketCode, people: 1, clientId });
    expect(replay).toMatchObject({ checkInId: first.checkInId, people: 1, checkedIn: 1, replayed: true });
    expect(replay.checkedInAt).toBe(first.checkedInAt);

    // Even once the party is all in, the replay is answered as before, not refused.
    await checkedIn(event.id, { code: registration.ticketCode });
    const late = await checkedIn(event.id, { code: registration.ticketCode, people: 1, clientId });
    expect(late).toMatchObject({ checkInId: first.checkInId, checkedIn: 4, replayed: true });

    const other = await insertRegistration(t.database, event.id, { guestCount: 1 });
    const reused = await checkIn(event.id, { registrationId: other.id, clientId });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(CLIENT_ID_TAKEN_MESSAGE);
    const stored = await t.database.db.select().from(checkIns).where(eq(checkIns.clientId, clientId));
    expect(stored).toHaveLength(1);
  });

  it('lets two doors admitting the same party at once in only once', async () => {
    const { event, registration } = await party(5);
    const doors = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        checkIn(event.id, { code: registration.ticketCode }, { [DEVICE_ID_HEADER]: `door-${i}` }),
      ),
    );
    expect(doors.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const [entry] = (await list(event.id)).registrations;
    expect(entry?.checkedIn).toBe(5);

    // The same queued check-in synced by two connections at once is stored once.
    const second = await party(2);
    const clientId = randomUUID();
    const twins = await Promise.all(
      [1, 2].map(() => checkIn(second.event.id, { code: second.registration.ticketCode, clientId })),
    );
    expect(twins.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(new Set(twins.map((res) => res.json().checkInId)).size).toBe(1);
    expect(twins.map((res) => res.json().replayed).sort()).toEqual([false, true]);
  });

  it('tells the live check-in screens of each check-in and undo, not of a replay', async () => {
    const { event, registration } = await party(2);
    const heard: unknown[] = [];
    const unsubscribe = await t.app.checkInFeed.subscribe(event.id, (message) => heard.push(message));
    try {
      const clientId = randomUUID();
      const done = await checkedIn(event.id, { code: registration.ticketCode, clientId });
      await checkedIn(event.id, { code: registration.ticketCode, clientId });
      expect((await undo(event.id, done.checkInId)).statusCode).toBe(200);
      const expected = {
        registrationId: registration.id,
        fullName: 'Asha Rao',
        guestCount: 2,
        status: 'confirmed',
      };
      await expect
        .poll(() => heard)
        .toEqual([
          { kind: 'change', change: { ...expected, checkedIn: 2 } },
          { kind: 'change', change: { ...expected, checkedIn: 0 } },
        ]);
    } finally {
      unsubscribe();
    }
  });

  it('shows arrivals to the admin: attendance, the registrations list and the CSV export', async () => {
    const { event, registration } = await party(4);
    // A second later: the export lists oldest first, and the embedded database's clock can give both one time.
    const other = await insertRegistration(t.database, event.id, {
      guestCount: 2,
      createdAt: new Date(registration.createdAt.getTime() + 1000),
    });
    const first = await checkedIn(event.id, { code: registration.ticketCode, people: 1 });
    const second = await checkedIn(event.id, { code: registration.ticketCode, people: 2 });
    const undone = await checkedIn(event.id, { registrationId: other.id });
    expect((await undo(event.id, undone.checkInId)).statusCode).toBe(200);

    const attendance = await t.app.inject({
      url: `/api/admin/events/${event.id}/attendance`,
      headers: admin,
    });
    expect(attendance.json()).toMatchObject({ confirmedPeople: 6, checkedInPeople: 3 });

    const listed = await t.app.inject({ url: `/api/admin/events/${event.id}/registrations`, headers: admin });
    const byId = new Map(listed.json().map((r: { id: string }) => [r.id, r]));
    expect(byId.get(registration.id)).toMatchObject({ checkedIn: 3, lastCheckedInAt: second.checkedInAt });
    expect(byId.get(other.id)).toMatchObject({ checkedIn: 0, lastCheckedInAt: null });

    const csv = await t.app.inject({
      url: `/api/admin/events/${event.id}/registrations/export`,
      headers: admin,
    });
    const rows = parseCsv(csv.rawPayload.subarray(3).toString('utf8'));
    expect(rows[0]?.slice(-2)).toEqual(['Checked In', 'Checked In At']);
    const zone = t.app.config.siteTimezone;
    expect(rows[1]?.slice(-2)).toEqual([
      '3',
      `${formatDateTime(first.checkedInAt, zone)}; ${formatDateTime(second.checkedInAt, zone)}`,
    ]);
    expect(rows[2]?.slice(-2)).toEqual(['0', '']);
  });

  it('sends a large door list compressed, in the encoding the device takes', async () => {
    const event = await insertEvent(t.database, 1);
    for (let i = 0; i < 30; i++) await insertRegistration(t.database, event.id, { fullName: `Guest ${i}` });
    const plain = await list(event.id);
    expect(plain.registrations).toHaveLength(30);
    for (const [encoding, decompress] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        url: `/api/admin/events/${event.id}/check-in-list`,
        headers: { ...admin, 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      const { generatedAt: _, ...sent } = JSON.parse(decompress(res.rawPayload).toString()) as CheckInList;
      const { generatedAt: __, ...expected } = plain;
      expect(sent).toEqual(expected);
      expect(res.rawPayload.length).toBeLessThan(JSON.stringify(plain).length / 2);
    }
  });

  it("lists the event's parties for the door: name, size, status, code and arrivals, nothing more", async () => {
    const { event, registration } = await party(3);
    const waiting = await insertRegistration(t.database, event.id, {
      fullName: 'Ben Waits',
      phone: '2095550100',
      notes: 'allergies',
      status: 'waitlisted',
    });
    await checkedIn(event.id, { code: registration.ticketCode, people: 2 });
    const answer = await list(event.id);
    expect(answer).toMatchObject({ eventId: event.id, eventTitle: event.title });
    expect(answer.registrations).toEqual([
      {
        registrationId: registration.id,
        fullName: 'Asha Rao',
        guestCount: 3,
        status: 'confirmed',
        ticketCode: registration.ticketCode,
        checkedIn: 2,
      },
      {
        registrationId: waiting.id,
        fullName: 'Ben Waits',
        guestCount: 1,
        status: 'waitlisted',
        ticketCode: waiting.ticketCode,
        checkedIn: 0,
      },
    ]);
    expect(JSON.stringify(answer)).not.toMatch(/example\.com|2095550100|allergies/);
  });
});
