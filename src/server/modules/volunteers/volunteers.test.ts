import { LANGUAGE_MESSAGE, MANAGE_TOKEN_HEADER } from '@shared/schemas/registrations';
import { SHIFT_ORDER_MESSAGE } from '@shared/schemas/volunteers';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin, loginAsDoor, TEST_DOOR, XHR_HEADERS } from '../../../../test/auth';
import { parseCsv } from '../../../../test/csv';
import { insertEvent } from '../../../../test/fixtures';
import { storedMailsTo } from '../../../../test/outbox';
import { useTestApp } from '../../../../test/test-app';
import { outboundEmails, rateLimitCounters, volunteerAssignments, volunteers } from '../../db/schema';
import { REGISTRATIONS_PER_EMAIL } from '../registrations/sign-up-limits';
import { ALREADY_VOLUNTEERING_MESSAGE, BAD_VOLUNTEER_TOKEN_MESSAGE } from './volunteer-sign-up-service';

// Volunteer shifts (docs/product-rules.md, "Volunteers"): the admin's shifts and the mails when one moves or goes,
// the public list, signing up (full, overlapping, started, duplicate, spam and rate rules, 50 at once for a shift
// of 5), the manage link, the roster and its CSV, the door's tab, and messages to volunteers.

const HOUR = 3_600_000;
let ipCounter = 0;
/** Each request from its own address, so the per-IP limit only bites where a test wants it to. */
const nextIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe('volunteers API', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://festival.example.org' });
  let admin: Record<string, string>;
  let door: Record<string, string>;
  beforeAll(async () => {
    ({ headers: admin } = await loginAsAdmin(t.app));
    ({ headers: door } = await loginAsDoor(t.app));
  });

  /** A published event ten days ahead. */
  const openEvent = (overrides: Parameters<typeof insertEvent>[2] = {}) =>
    insertEvent(t.database, 10, { timeKnown: true, ...overrides });

  /** A shift `startHours` after the event's start, `hours` long. */
  const shiftInput = (
    event: { startsAt: Date },
    startHours: number,
    hours = 2,
    overrides: Record<string, unknown> = {},
  ) => ({
    role: 'Gate',
    startsAt: new Date(event.startsAt.getTime() + startHours * HOUR).toISOString(),
    endsAt: new Date(event.startsAt.getTime() + (startHours + hours) * HOUR).toISOString(),
    needed: 5,
    ...overrides,
  });

  const createShift = async (eventId: string, input: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${eventId}/shifts`,
      headers: admin,
      payload: input,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; role: string; startsAt: string; endsAt: string; needed: number };
  };

  const signUp = (payload: object, ip = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/volunteers',
      headers: XHR_HEADERS,
      payload,
      remoteAddress: ip,
    });

  const person = (eventId: string, shiftIds: string[], overrides: object = {}) => ({
    eventId,
    shiftIds,
    fullName: 'Ravi Kumar',
    email: `ravi.${Math.random().toString(36).slice(2)}@example.com`,
    phone: '209-555-0142',
    ...overrides,
  });

  const mailsTo = (email: string) => storedMailsTo(t.database, email);

  it('lets an admin create shifts (201) that the public list shows with spots left, in time order', async () => {
    const event = await openEvent();
    const late = await createShift(event.id, shiftInput(event, 4, 2, { role: 'Clean-up', needed: 3 }));
    const early = await createShift(event.id, {
      ...shiftInput(event, 0),
      description: 'Welcome people and scan tickets',
    });
    expect(early).toMatchObject({ role: 'Gate', needed: 5, spotsLeft: 5, filled: 0, eventId: event.id });

    const list = await t.app.inject({ url: `/api/events/${event.slug}/shifts` });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: early.id,
        role: 'Gate',
        description: 'Welcome people and scan tickets',
        startsAt: early.startsAt,
        endsAt: early.endsAt,
        needed: 5,
        spotsLeft: 5,
      },
      {
        id: late.id,
        role: 'Clean-up',
        description: null,
        startsAt: late.startsAt,
        endsAt: late.endsAt,
        needed: 3,
        spotsLeft: 3,
      },
    ]);
  });

  it('refuses a shift that ends before it starts, or needs nobody, naming the field (400), and unknown events (404)', async () => {
    const event = await openEvent();
    const backwards = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${event.id}/shifts`,
      headers: admin,
      payload: shiftInput(event, 2, -1),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toContainEqual({ path: 'endsAt', message: SHIFT_ORDER_MESSAGE });
    const nobody = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${event.id}/shifts`,
      headers: admin,
      payload: shiftInput(event, 0, 2, { needed: 0 }),
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().errors[0].path).toBe('needed');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events/00000000-0000-4000-8000-000000000000/shifts',
      headers: admin,
      payload: shiftInput(event, 0),
    });
    expect(unknown.statusCode).toBe(404);
    const draft = await openEvent({ published: false });
    expect((await t.app.inject({ url: `/api/events/${draft.slug}/shifts` })).statusCode).toBe(404);
  });

  it('signs a volunteer up (201 { id, manageToken, shifts }) and mails each shift with a calendar file and a manage link', async () => {
    const event = await openEvent();
    const gate = await createShift(event.id, shiftInput(event, 0));
    const stage = await createShift(event.id, shiftInput(event, 3, 2, { role: 'Stage', needed: 2 }));
    const input = person(event.id, [stage.id, gate.id]);
    const res = await signUp(input);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['id', 'manageToken', 'shifts']);
    expect(body.shifts.map((s: { role: string; spotsLeft: number }) => [s.role, s.spotsLeft])).toEqual([
      ['Gate', 4],
      ['Stage', 1],
    ]);

    const [mail] = await mailsTo(input.email);
    if (!mail) throw new Error('no confirmation stored');
    expect(mail.kind).toBe('volunteer-confirmation');
    expect(mail.subject).toBe(`Thank you for volunteering: ${event.title}`);
    const message = mail.message as { attachments: { filename: string; content: string }[] };
    expect(message.attachments.map((a) => a.filename)).toEqual(['shift-1.ics', 'shift-2.ics']);
    expect(message.attachments[0]?.content).toContain('SUMMARY:Volunteering: Gate at');
    const draft = JSON.stringify((mail.message as { draft: unknown }).draft);
    const link = draft.match(/https:\/\/festival\.example\.org\/events\/[^"]+\/volunteer\?manage=[^"]+/)?.[0];
    expect(link).toBe(
      `https://festival.example.org/events/${event.slug}/volunteer?manage=${body.id}.${body.manageToken}`,
    );

    // The manage link's calls need the token.
    const look = await t.app.inject({
      url: `/api/volunteers/${body.id}`,
      headers: { [MANAGE_TOKEN_HEADER]: body.manageToken },
    });
    expect(look.statusCode).toBe(200);
    expect(look.json()).toMatchObject({ fullName: 'Ravi Kumar', email: input.email, phone: '209-555-0142' });
    const wrong = await t.app.inject({
      url: `/api/volunteers/${body.id}`,
      headers: { [MANAGE_TOKEN_HEADER]: 'not-the-token' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(BAD_VOLUNTEER_TOKEN_MESSAGE);
  });

  it('mails a volunteer in the language of the page they signed up on, the shift and its calendar file too', async () => {
    const event = await openEvent();
    const gate = await createShift(event.id, shiftInput(event, 0));
    const input = person(event.id, [gate.id], { language: 'hi' });
    const res = await signUp(input);
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(input.email);
    expect(mail?.subject).toBe(`स्वयंसेवा के लिए धन्यवाद: ${event.title}`);
    const message = mail?.message as { attachments: { content: string }[] };
    expect(message.attachments[0]?.content).toContain(`SUMMARY:स्वयंसेवा: ${event.title} में Gate`);
    expect(message.attachments[0]?.content).toContain(`/hi/events/${event.slug}/volunteer`);

    const unknown = await signUp(person(event.id, [gate.id], { language: 'fr' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(LANGUAGE_MESSAGE);
  });

  it('answers 409 naming a full shift, and stores nothing of that sign-up', async () => {
    const event = await openEvent();
    const gate = await createShift(event.id, shiftInput(event, 0, 2, { needed: 1 }));
    const parking = await createShift(event.id, shiftInput(event, 4, 2, { role: 'Parking' }));
    expect((await signUp(person(event.id, [gate.id]))).statusCode).toBe(201);
    const late = person(event.id, [parking.id, gate.id]);
    const res = await signUp(late);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^This shift is full: Gate, \w+day, /);
    expect(await t.database.db.select().from(volunteers).where(eq(volunteers.email, late.email))).toEqual([]);
    expect(await mailsTo(late.email)).toEqual([]);
    const list = (await t.app.inject({ url: `/api/events/${event.id}/shifts` })).json();
    expect(list.map((s: { spotsLeft: number }) => s.spotsLeft)).toEqual([0, 5]);
  });

  it('answers 409 for shifts that overlap in time, in one sign-up or added from the manage link', async () => {
    const event = await openEvent();
    const gate = await createShift(event.id, shiftInput(event, 0, 2));
    const parking = await createShift(event.id, shiftInput(event, 1, 2, { role: 'Parking' }));
    // Starting as the gate shift ends is no overlap.
    const stage = await createShift(event.id, shiftInput(event, 2, 2, { role: 'Stage' }));
    const both = await signUp(person(event.id, [gate.id, parking.id]));
    expect(both.statusCode).toBe(409);
    expect(both.json().message).toMatch(
      /^These shifts overlap in time, so one person cannot take both: Gate, .* and Parking, /,
    );

    const ok = await signUp(person(event.id, [gate.id, stage.id]));
    expect(ok.statusCode).toBe(201);
    const { id, manageToken } = ok.json();
    const add = await t.app.inject({
      method: 'POST',
      url: `/api/volunteers/${id}/shifts`,
      headers: { ...XHR_HEADERS, [MANAGE_TOKEN_HEADER]: manageToken },
      payload: { shiftIds: [parking.id] },
    });
    expect(add.statusCode).toBe(409);
    expect(add.json().message).toMatch(/overlap in time/);
    const held = await t.database.db
      .select()
      .from(volunteerAssignments)
      .where(eq(volunteerAssignments.volunteerId, id));
    expect(held).toHaveLength(2);
  });

  it('takes exactly 5 of 50 simultaneous sign-ups for a shift of 5', async () => {
    const event = await openEvent();
    const shift = await createShift(event.id, shiftInput(event, 0, 2, { needed: 5 }));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        signUp(person(event.id, [shift.id], { email: `burst.${n}@example.com` })),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(45);
    const held = await t.database.db
      .select()
      .from(volunteerAssignments)
      .where(eq(volunteerAssignments.shiftId, shift.id));
    expect(held).toHaveLength(5);
    const stored = await t.database.db.select().from(volunteers).where(eq(volunteers.eventId, event.id));
    expect(stored).toHaveLength(5);
    const confirmations = await t.database.db
      .select()
      .from(outboundEmails)
      .where(
        and(
          eq(outboundEmails.kind, 'volunteer-confirmation'),
          inArray(
            outboundEmails.recipients,
            Array.from({ length: 50 }, (_, n) => `burst.${n}@example.com`),
          ),
        ),
      );
    expect(confirmations).toHaveLength(5);
  }, 60_000);

  it('refuses a second sign-up of one address for an event (409), shifts that started, and shifts of another event', async () => {
    const event = await openEvent();
    const shift = await createShift(event.id, shiftInput(event, 0));
    const first = person(event.id, [shift.id]);
    expect((await signUp(first)).statusCode).toBe(201);
    const again = await signUp({ ...first, email: first.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_VOLUNTEERING_MESSAGE);

    // The event is still ahead (it lasts all day), but its first shift began an hour ago.
    const today = await insertEvent(t.database, 0, {
      startsAt: new Date(Date.now() - HOUR),
      endsAt: new Date(Date.now() + 8 * HOUR),
      timeKnown: true,
    });
    const started = await createShift(today.id, shiftInput(today, 0));
    const res = await signUp(person(today.id, [started.id]));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^This shift has already started: Gate/);
    expect((await t.app.inject({ url: `/api/events/${today.id}/shifts` })).json()).toEqual([]);

    const other = await signUp(person(today.id, [shift.id]));
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([
      { path: 'shiftIds', message: 'One or more chosen shifts are not shifts of this event' },
    ]);
    const none = await signUp(person(event.id, []));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toEqual({ path: 'shiftIds', message: 'Choose at least one shift' });
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const event = await openEvent();
    const shift = await createShift(event.id, shiftInput(event, 0));
    const bot = person(event.id, [shift.id], { website: 'http://spam.example' });
    const res = await signUp(bot);
    expect(res.statusCode).toBe(201);
    expect(res.json().manageToken).toBeTruthy();
    expect(await t.database.db.select().from(volunteers).where(eq(volunteers.eventId, event.id))).toEqual([]);
    expect(await mailsTo(bot.email)).toEqual([]);
  });

  it('shares the sign-up limits: per email address across events, per network address, per event', async () => {
    const email = 'busy.volunteer@example.com';
    for (let i = 0; i < REGISTRATIONS_PER_EMAIL; i++) {
      const event = await openEvent();
      const shift = await createShift(event.id, shiftInput(event, 0));
      expect((await signUp(person(event.id, [shift.id], { email }))).statusCode).toBe(201);
    }
    const event = await openEvent();
    const shift = await createShift(event.id, shiftInput(event, 0));
    const byEmail = await signUp(person(event.id, [shift.id], { email: 'Busy.Volunteer@example.com' }));
    expect(byEmail.statusCode).toBe(429);
    expect(byEmail.json().message).toMatch(
      /^Too many sign-ups for this email address\. Please try again in /,
    );

    // The per-address and per-event counters are filled directly: hundreds of sign-ups would make a slow test.
    const resetAt = new Date(Date.now() + 60_000);
    await t.database.db
      .insert(rateLimitCounters)
      .values({ key: 'volunteers:ip:10.200.0.1', hits: 300, resetAt });
    const byAddress = await signUp(person(event.id, [shift.id]), '10.200.0.1');
    expect(byAddress.statusCode).toBe(429);
    expect(Number(byAddress.headers['retry-after'])).toBeGreaterThan(0);
    const crowded = await openEvent();
    const crowdedShift = await createShift(crowded.id, shiftInput(crowded, 0));
    await t.database.db
      .insert(rateLimitCounters)
      .values({ key: `registrations:event:${crowded.id}`, hits: 5000, resetAt });
    const byEvent = await signUp(person(crowded.id, [crowdedShift.id]));
    expect(byEvent.statusCode).toBe(429);
    expect(byEvent.json().message).toMatch(/^Too many sign-ups for this event right now/);
  });

  it('lets a volunteer add and drop shifts with the manage token; the spot goes back to the list', async () => {
    const event = await openEvent();
    const gate = await createShift(event.id, shiftInput(event, 0, 2, { needed: 2 }));
    const stage = await createShift(event.id, shiftInput(event, 3, 2, { role: 'Stage' }));
    const input = person(event.id, [gate.id]);
    const { id, manageToken } = (await signUp(input)).json();
    const headers = { ...XHR_HEADERS, [MANAGE_TOKEN_HEADER]: manageToken };

    const added = await t.app.inject({
      method: 'POST',
      url: `/api/volunteers/${id}/shifts`,
      headers,
      payload: { shiftIds: [stage.id, gate.id] },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().shifts.map((s: { role: string }) => s.role)).toEqual(['Gate', 'Stage']);
    expect((await mailsTo(input.email)).map((m) => m.kind).sort()).toEqual([
      'volunteer-confirmation',
      'volunteer-shifts-added',
    ]);

    const noToken = await t.app.inject({
      method: 'DELETE',
      url: `/api/volunteers/${id}/shifts/${gate.id}`,
      headers: XHR_HEADERS,
    });
    expect(noToken.statusCode).toBe(403);
    const dropped = await t.app.inject({
      method: 'DELETE',
      url: `/api/volunteers/${id}/shifts/${gate.id}`,
      headers,
    });
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json().shifts.map((s: { role: string }) => s.role)).toEqual(['Stage']);
    const list = (await t.app.inject({ url: `/api/events/${event.id}/shifts` })).json();
    expect(list.map((s: { spotsLeft: number }) => s.spotsLeft)).toEqual([2, 4]);
    const twice = await t.app.inject({
      method: 'DELETE',
      url: `/api/volunteers/${id}/shifts/${gate.id}`,
      headers,
    });
    expect(twice.statusCode).toBe(404);
  });

  it('mails each volunteer when their shift moves or is deleted, and will not need fewer than have signed up', async () => {
    const event = await openEvent();
    const gate = await createShift(event.id, shiftInput(event, 0, 2, { needed: 3 }));
    const a = person(event.id, [gate.id]);
    const b = person(event.id, [gate.id]);
    expect((await signUp(a)).statusCode).toBe(201);
    expect((await signUp(b)).statusCode).toBe(201);
    // The admin changes (with `payload`) or deletes the shift.
    const onShift = (method: 'PUT' | 'DELETE', payload?: object) =>
      t.app.inject({ method, url: `/api/admin/shifts/${gate.id}`, headers: admin, payload });

    const fewer = await onShift('PUT', shiftInput(event, 0, 2, { needed: 1 }));
    expect(fewer.statusCode).toBe(409);
    expect(fewer.json().message).toBe('2 volunteers have signed up for this shift: it cannot need fewer');

    // A new description only: nobody is mailed.
    const described = await onShift(
      'PUT',
      shiftInput(event, 0, 2, { needed: 3, description: 'Bring a hat' }),
    );
    expect(described.statusCode).toBe(200);
    expect((await mailsTo(a.email)).map((m) => m.kind)).toEqual(['volunteer-confirmation']);

    const movedShift = await onShift('PUT', shiftInput(event, 1, 2, { needed: 3 }));
    expect(movedShift.statusCode).toBe(200);
    expect(movedShift.json()).toMatchObject({ filled: 2, spotsLeft: 1 });
    for (const p of [a, b]) {
      const kinds = (await mailsTo(p.email)).map((m) => m.kind).sort();
      expect(kinds).toEqual(['volunteer-confirmation', 'volunteer-shift-moved']);
    }

    const removed = await onShift('DELETE');
    expect(removed.statusCode).toBe(204);
    for (const p of [a, b]) {
      const kinds = (await mailsTo(p.email)).map((m) => m.kind);
      expect(kinds).toContain('volunteer-shift-cancelled');
    }
    const again = await onShift('DELETE');
    expect(again.statusCode).toBe(404);
  });

  it('gives admins the roster with fill and contacts, a formula-safe CSV, and the door names and shifts only', async () => {
    const event = await openEvent();
    const gate = await createShift(event.id, shiftInput(event, 0, 2, { needed: 3 }));
    const stage = await createShift(event.id, shiftInput(event, 3, 2, { role: 'Stage', needed: 1 }));
    const tricky = person(event.id, [gate.id], {
      fullName: '=HYPERLINK("http://evil.example")',
      phone: '+1 209 555 0199',
    });
    const plain = person(event.id, [gate.id, stage.id], { fullName: 'Meera Shah' });
    const trickyId = (await signUp(tricky)).json().id;
    const plainId = (await signUp(plain)).json().id;

    const roster = await t.app.inject({ url: `/api/admin/events/${event.id}/volunteers`, headers: admin });
    expect(roster.statusCode).toBe(200);
    const shifts = roster.json().shifts;
    expect(
      shifts.map(
        (s: { role: string; filled: number; needed: number }) => `${s.role} ${s.filled} of ${s.needed}`,
      ),
    ).toEqual(['Gate 2 of 3', 'Stage 1 of 1']);
    expect(shifts[0].volunteers[1]).toMatchObject({
      id: plainId,
      fullName: 'Meera Shah',
      email: plain.email,
      phone: plain.phone,
      checkedInAt: null,
    });

    const csv = await t.app.inject({
      url: `/api/admin/events/${event.id}/volunteers/export`,
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'Role',
      'Shift',
      'Filled',
      'Name',
      'Email',
      'Phone',
      'Notes',
      'Signed Up At',
      'Arrived At',
    ]);
    expect(rows[1]?.[3]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(rows[2]?.[3]).toBe('Meera Shah');
    // The gate's third spot is open.
    expect(rows[3]?.slice(0, 4)).toEqual(['Gate', rows[1]?.[1], '2 of 3', '(open)']);
    expect(rows[1]?.[5]).toBe(`'+1 209 555 0199`);

    // The door's tab: names and shifts, never an address or phone number.
    const list = await t.app.inject({
      url: `/api/admin/events/${event.id}/volunteer-check-ins`,
      headers: door,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(plain.email);
    // No phone number in any form (a bare '555' could be part of a random id).
    expect(list.body).not.toMatch(/209.?555.?01(42|99)/);
    expect(list.json().shifts[0].volunteers.map((v: { fullName: string }) => v.fullName)).toEqual([
      tricky.fullName,
      'Meera Shah',
    ]);
    // The door checks a volunteer in for a shift.
    const checkInAtDoor = (shiftId: string, volunteerId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/events/${event.id}/volunteer-check-ins`,
        headers: door,
        payload: { shiftId, volunteerId },
      });
    const checkIn = await checkInAtDoor(gate.id, plainId);
    expect(checkIn.statusCode).toBe(200);
    expect(checkIn.json()).toMatchObject({ fullName: 'Meera Shah', shiftId: gate.id });
    expect(checkIn.json().checkedInAt).toBeTruthy();
    const notHis = await checkInAtDoor(stage.id, trickyId);
    expect(notHis.statusCode).toBe(404);
    // The door may not read the roster.
    expect(
      (await t.app.inject({ url: `/api/admin/events/${event.id}/volunteers`, headers: door })).statusCode,
    ).toBe(403);

    const after = (
      await t.app.inject({ url: `/api/admin/events/${event.id}/volunteers`, headers: admin })
    ).json();
    const arrived = after.shifts[0].volunteers.find((v: { id: string }) => v.id === plainId);
    expect(arrived).toMatchObject({ checkedInBy: TEST_DOOR.username });
    expect(arrived.checkedInAt).toBeTruthy();
    expect(after.shifts[0].volunteers.find((v: { id: string }) => v.id === trickyId).checkedInAt).toBeNull();

    const undo = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/events/${event.id}/volunteer-check-ins/${gate.id}/${plainId}`,
      headers: door,
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().checkedInAt).toBeNull();
  });

  it('messages all volunteers or the volunteers of one shift', async () => {
    const event = await openEvent();
    const gate = await createShift(event.id, shiftInput(event, 0, 2));
    const stage = await createShift(event.id, shiftInput(event, 3, 2, { role: 'Stage' }));
    const a = person(event.id, [gate.id]);
    const b = person(event.id, [gate.id, stage.id]);
    const c = person(event.id, [stage.id]);
    for (const p of [a, b, c]) expect((await signUp(p)).statusCode).toBe(201);

    const count = (query: string) =>
      t.app.inject({ url: `/api/admin/events/${event.id}/messages/recipients?${query}`, headers: admin });
    expect((await count('audience=volunteers')).json()).toEqual({ recipients: 3 });
    expect((await count(`audience=shift-volunteers&shiftId=${stage.id}`)).json()).toEqual({ recipients: 2 });
    const noShift = await count('audience=shift-volunteers');
    expect(noShift.statusCode).toBe(400);
    expect(noShift.json().errors[0].path).toBe('shiftId');

    const send = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${event.id}/messages`,
      headers: admin,
      payload: {
        subject: 'Stage crew briefing',
        body: 'Meet at the side door at 5.',
        audience: 'shift-volunteers',
        shiftId: stage.id,
      },
    });
    expect(send.statusCode, send.body).toBe(202);
    expect(send.json()).toEqual({ recipients: 2 });
    const got = async (email: string) =>
      (await mailsTo(email)).filter((m) => m.kind === 'event-message').map((m) => m.subject);
    expect(await got(a.email)).toEqual([]);
    expect(await got(b.email)).toEqual(['Stage crew briefing']);
    expect(await got(c.email)).toEqual(['Stage crew briefing']);

    const all = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${event.id}/messages`,
      headers: admin,
      payload: { subject: 'Thank you all', body: 'See you on the day.', audience: 'volunteers' },
    });
    expect(all.json()).toEqual({ recipients: 3 });
    const history = (
      await t.app.inject({ url: `/api/admin/events/${event.id}/messages`, headers: admin })
    ).json();
    expect(history.map((m: { audience: string; shiftId: string | null }) => [m.audience, m.shiftId])).toEqual(
      [
        ['volunteers', null],
        ['shift-volunteers', stage.id],
      ],
    );
  });
});
