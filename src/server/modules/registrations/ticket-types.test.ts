import { MANAGE_TOKEN_HEADER } from '@shared/schemas/registrations';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin, XHR_HEADERS } from '../../../../test/auth';
import { insertEvent, insertRegistration, nextTestAddress, postSignUp } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';
import { events, registrations } from '../../db/schema';

const adult = { id: 'tt_adult', name: 'Adult', capacity: null };
const child = { id: 'tt_child', name: 'Child', description: 'Under 12', capacity: 20 };

describe('ticket types', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ headers: admin } = await loginAsAdmin(t.app));
  });

  const signUp = (eventId: string, body: object, email?: string) =>
    postSignUp(t.app, eventId, { fullName: 'Party Person', ...body }, email);

  const eventPayload = (overrides: object = {}) => ({
    title: 'Family Day',
    date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    venue: 'Hall',
    address: '1 Main St',
    capacity: 100,
    ...overrides,
  });

  const publicEvent = async (id: string) => (await t.app.inject({ url: `/api/events/${id}` })).json();

  it('are set in the admin payload and answered publicly with the places left of each', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: admin,
      payload: eventPayload({ ticketTypes: [adult, child, { name: 'Senior' }] }),
    });
    expect(created.statusCode).toBe(201);
    const event = created.json();
    expect(event.ticketTypes.map((x: { name: string }) => x.name)).toEqual(['Adult', 'Child', 'Senior']);
    // A type without an id is given one.
    expect(event.ticketTypes[2].id).toMatch(/^tt_/);

    const res = await signUp(event.id, {
      tickets: [
        { ticketTypeId: 'tt_adult', quantity: 2 },
        { ticketTypeId: 'tt_child', quantity: 3 },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'confirmed',
      guestCount: 5,
      tickets: [
        { ticketTypeId: 'tt_adult', quantity: 2 },
        { ticketTypeId: 'tt_child', quantity: 3 },
      ],
    });
    const shown = await publicEvent(event.slug);
    expect(shown.spotsLeft).toBe(95);
    expect(shown.ticketTypes).toEqual([
      { id: 'tt_adult', name: 'Adult', capacity: null, spotsLeft: 95 },
      { id: 'tt_child', name: 'Child', description: 'Under 12', capacity: 20, spotsLeft: 17 },
      { id: event.ticketTypes[2].id, name: 'Senior', capacity: null, spotsLeft: 95 },
    ]);

    // Without tickets, the party is of the first type.
    const plain = await signUp(event.id, { guestCount: 2 });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().tickets).toEqual([{ ticketTypeId: 'tt_adult', quantity: 2 }]);
  });

  it('refuses tickets naming another type, adding up wrongly, or disagreeing with guestCount', async () => {
    const event = await insertEvent(t.database, 20, { ticketTypes: [adult, child] });
    const cases: [object, string, string][] = [
      [
        { tickets: [{ ticketTypeId: 'tt_other', quantity: 1 }] },
        'tickets',
        'ticket type this event does not have',
      ],
      [{ tickets: [{ ticketTypeId: 'tt_adult', quantity: 0 }] }, 'tickets', 'between 1 and 20'],
      [
        {
          tickets: [
            { ticketTypeId: 'tt_adult', quantity: 15 },
            { ticketTypeId: 'tt_child', quantity: 6 },
          ],
        },
        'tickets',
        'between 1 and 20',
      ],
      [{ guestCount: 3, tickets: [{ ticketTypeId: 'tt_adult', quantity: 2 }] }, 'guestCount', 'sum'],
      [{}, 'guestCount', 'at least 1 guest'],
    ];
    for (const [body, path, message] of cases) {
      const res = await signUp(event.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
      expect(res.json().errors?.[0]?.path).toBe(path);
    }
    // On an event without types there is nothing to choose.
    const plain = await insertEvent(t.database, 20);
    const res = await signUp(plain.id, { tickets: [{ ticketTypeId: 'tt_adult', quantity: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(
      await t.database.db.select().from(registrations).where(eq(registrations.eventId, event.id)),
    ).toEqual([]);
  });

  it('an event without types answers and stores as before', async () => {
    const event = await insertEvent(t.database, 20, { capacity: 10 });
    const res = await signUp(event.id, { guestCount: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ guestCount: 3, tickets: [], guests: [], answers: [] });
    const shown = await publicEvent(event.id);
    expect(shown).toMatchObject({ spotsLeft: 7, ticketTypes: [], guestNames: 'off', questions: [] });
  });

  it('a party of 14 is stored and counted as 14', async () => {
    const event = await insertEvent(t.database, 20, { capacity: 30 });
    const res = await signUp(event.id, { guestCount: 14 });
    expect(res.json()).toMatchObject({ status: 'confirmed', guestCount: 14 });
    expect((await publicEvent(event.id)).spotsLeft).toBe(16);
  });

  it('a party that does not fit its type waits as a whole, and is confirmed when its type has room', async () => {
    const event = await insertEvent(t.database, 20, {
      capacity: 100,
      ticketTypes: [adult, { ...child, capacity: 3 }],
    });
    const first = await signUp(event.id, { tickets: [{ ticketTypeId: 'tt_child', quantity: 2 }] });
    expect(first.json().status).toBe('confirmed');
    const mixed = await signUp(event.id, {
      tickets: [
        { ticketTypeId: 'tt_adult', quantity: 2 },
        { ticketTypeId: 'tt_child', quantity: 2 },
      ],
    });
    expect(mixed.json()).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    // An adult-only party behind it still fits.
    expect(
      (await signUp(event.id, { tickets: [{ ticketTypeId: 'tt_adult', quantity: 4 }] })).json().status,
    ).toBe('confirmed');
    expect((await publicEvent(event.id)).ticketTypes[1].spotsLeft).toBe(1);

    // The first party cancels: two children's places free up, and the waiting party is confirmed.
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/registrations/${first.json().id}`,
      headers: { ...XHR_HEADERS, [MANAGE_TOKEN_HEADER]: first.json().manageToken },
      remoteAddress: nextTestAddress(),
    });
    expect(cancel.statusCode).toBe(200);
    const [promoted] = await t.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, mixed.json().id));
    expect(promoted?.status).toBe('confirmed');
    const [row] = await t.database.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.confirmedByType).toEqual({ tt_adult: 6, tt_child: 2 });
  });

  it('a party grown beyond its type’s places is refused on update', async () => {
    const event = await insertEvent(t.database, 20, { ticketTypes: [adult, { ...child, capacity: 3 }] });
    const reg = (await signUp(event.id, { tickets: [{ ticketTypeId: 'tt_child', quantity: 2 }] })).json();
    const update = (quantity: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/registrations/${reg.id}`,
        payload: {
          fullName: 'Party Person',
          email: reg.email,
          tickets: [{ ticketTypeId: 'tt_child', quantity }],
        },
        headers: { ...XHR_HEADERS, [MANAGE_TOKEN_HEADER]: reg.manageToken },
        remoteAddress: nextTestAddress(),
      });
    expect((await update(4)).statusCode).toBe(409);
    const ok = await update(3);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ guestCount: 3, tickets: [{ ticketTypeId: 'tt_child', quantity: 3 }] });
  });

  it('types given to an event with registrations count them in the first type; a used type removed is archived', async () => {
    const event = await insertEvent(t.database, 20, { capacity: 50 });
    const before = await insertRegistration(t.database, event.id, { guestCount: 3 });
    const put = (ticketTypes: object[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/events/${event.id}`,
        headers: admin,
        payload: eventPayload({ title: event.title, capacity: 50, ticketTypes }),
      });
    expect((await put([adult, child])).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, before.id));
    expect(row?.tickets).toEqual([{ ticketTypeId: 'tt_adult', quantity: 3 }]);
    expect((await publicEvent(event.id)).ticketTypes[0].spotsLeft).toBe(47);

    // Adult is in use: left out, it stays (archived, not offered); Child is not: it goes.
    const res = await put([{ id: 'tt_member', name: 'Member', capacity: null }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().ticketTypes.map((x: { id: string }) => x.id)).toEqual(['tt_member']);
    const [stored] = await t.database.db.select().from(events).where(eq(events.id, event.id));
    expect(stored?.ticketTypes.map((x) => [x.id, x.archived ?? false])).toEqual([
      ['tt_member', false],
      ['tt_adult', true],
    ]);
    expect(
      (await signUp(event.id, { tickets: [{ ticketTypeId: 'tt_adult', quantity: 1 }] })).statusCode,
    ).toBe(400);
  });

  it('a burst of 300 sign-ups holds a type’s capacity and the event’s, and loses none', async () => {
    const event = await insertEvent(t.database, 20, {
      capacity: 100,
      ticketTypes: [adult, { ...child, capacity: 20 }],
    });
    // Every third party brings a child; parties of one or two.
    const bodies = Array.from({ length: 300 }, (_, i) => ({
      tickets:
        i % 3 === 0
          ? [
              { ticketTypeId: 'tt_adult', quantity: 1 },
              { ticketTypeId: 'tt_child', quantity: 1 },
            ]
          : [{ ticketTypeId: i % 3 === 1 ? 'tt_child' : 'tt_adult', quantity: 1 }],
    }));
    const answers = await Promise.all(
      bodies.map((body, i) => signUp(event.id, body, `burst.${i}@example.org`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(bodies.map(() => 201));
    const rows = await t.database.db.select().from(registrations).where(eq(registrations.eventId, event.id));
    expect(rows).toHaveLength(300);
    const confirmed = rows.filter((r) => r.status === 'confirmed');
    const people = confirmed.reduce((sum, r) => sum + r.guestCount, 0);
    const children = confirmed.flatMap((r) => r.tickets).filter((l) => l.ticketTypeId === 'tt_child');
    const childCount = children.reduce((sum, l) => sum + l.quantity, 0);
    expect(people).toBeLessThanOrEqual(100);
    expect(childCount).toBe(20);
    // Adults-only parties of one keep coming after the children are full: the event fills up.
    expect(people).toBe(100);
    expect(rows.filter((r) => r.status === 'waitlisted')).toHaveLength(300 - confirmed.length);
    const [stored] = await t.database.db.select().from(events).where(eq(events.id, event.id));
    expect(stored?.confirmedPeople).toBe(100);
    expect(stored?.confirmedByType).toEqual({ tt_adult: 80, tt_child: 20 });
  });
});
