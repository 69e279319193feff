import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin, XHR_HEADERS } from '../../../../test/auth';
import { insertEvent, postSignUp } from '../../../../test/fixtures';
import { deliveredMailsTo, storedMailsTo } from '../../../../test/outbox';
import { decodeQr } from '../../../../test/qr';
import { asRegistrant, setStatusAsAdmin } from '../../../../test/registrants';
import { useTestApp } from '../../../../test/test-app';
import { auditLog, events, outboundEmails, registrations } from '../../db/schema';
import { BAD_MANAGE_TOKEN_MESSAGE, CANCELLED_MESSAGE } from './registration-messages';

let ipCounter = 0;
/** Each request from its own address, so the per-IP write limit never bites. */
const nextIp = () => `10.16.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

type Created = {
  id: string;
  status: 'confirmed' | 'waitlisted' | 'cancelled';
  waitlistPosition: number | null;
  ticketCode: string | null;
  manageToken: string;
  guestCount: number;
  email: string;
};

/** The ticket image of the last mail delivered to an address (the QR code is drawn when the mail is sent). */
async function deliveredTicket(dataDir: string, email: string, subject: RegExp) {
  const mail = (await deliveredMailsTo(dataDir, email)).filter((m) => subject.test(m.subject ?? '')).at(-1);
  const png = mail?.attachments.find((a) => a.mimeType === 'image/png');
  return {
    html: mail?.html ?? '',
    contentId: png?.contentId,
    code: png ? await decodeQr(Buffer.from(png.content as ArrayBuffer)) : undefined,
  };
}

describe('capacity, waitlist and tickets', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://events.example.org' });
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ headers: admin } = await loginAsAdmin(t.app));
  });

  const register = (eventId: string, guestCount: number, email?: string) =>
    postSignUp(t.app, eventId, { fullName: 'Party Person', guestCount }, email);

  const registered = async (eventId: string, guestCount: number, email?: string): Promise<Created> => {
    const res = await register(eventId, guestCount, email);
    expect(res.statusCode).toBe(201);
    return res.json();
  };

  const manage = (method: 'GET' | 'PUT' | 'DELETE', r: Created, token = r.manageToken, payload?: object) =>
    asRegistrant(t.app, method, r, payload, token);

  const statusOf = async (id: string) =>
    (await t.database.db.select().from(registrations).where(eq(registrations.id, id)))[0]?.status;

  const promotionMailsTo = (email: string) =>
    t.database.db
      .select()
      .from(outboundEmails)
      .where(and(eq(outboundEmails.recipients, email), eq(outboundEmails.kind, 'waitlist-promotion')));

  const attendance = async (eventId: string) =>
    (await t.app.inject({ url: `/api/admin/events/${eventId}/attendance`, headers: admin })).json();

  const spotsLeft = async (slug: string) =>
    (await t.app.inject({ url: `/api/events/${slug}` })).json().spotsLeft as number | null;

  it('answers spotsLeft: null without a capacity, the places left with one', async () => {
    const open = await insertEvent(t.database, 10);
    expect(await spotsLeft(open.slug)).toBeNull();
    const limited = await insertEvent(t.database, 10, { capacity: 10 });
    expect(await spotsLeft(limited.slug)).toBe(10);
    await registered(limited.id, 4);
    expect(await spotsLeft(limited.slug)).toBe(6);
    expect((await t.app.inject({ url: `/api/events/${limited.id}` })).json().capacity).toBe(10);
  });

  it('500 simultaneous sign-ups for 100 places: confirmed while they fit, the rest waitlisted in order, none lost or doubled', async () => {
    const event = await insertEvent(t.database, 10, { capacity: 100 });
    const sizes = Array.from({ length: 500 }, (_, i) => 1 + (i % 4));
    const results = await Promise.all(
      sizes.map((size, i) => register(event.id, size, `burst${i}@example.com`)),
    );
    expect(results.filter((r) => r.statusCode !== 201).map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    const created = results.map((r) => r.json() as Created);
    const confirmed = created.filter((r) => r.status === 'confirmed');
    const waitlisted = created.filter((r) => r.status === 'waitlisted');
    const confirmedPeople = confirmed.reduce((sum, r) => sum + r.guestCount, 0);
    expect(confirmed.length + waitlisted.length).toBe(500);
    expect(confirmedPeople).toBeLessThanOrEqual(100);
    // No place stays empty while a waiting party would fit.
    for (const party of waitlisted) expect(party.guestCount).toBeGreaterThan(100 - confirmedPeople);
    expect(waitlisted.map((r) => r.waitlistPosition).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      waitlisted.map((_, i) => i + 1),
    );
    expect(new Set(confirmed.map((r) => r.ticketCode)).size).toBe(confirmed.length);
    expect(waitlisted.every((r) => r.ticketCode === null)).toBe(true);

    const rows = await t.database.db.select().from(registrations).where(eq(registrations.eventId, event.id));
    expect(rows).toHaveLength(500);
    expect(new Set(rows.map((r) => r.email)).size).toBe(500);
    const storedConfirmed = rows.filter((r) => r.status === 'confirmed');
    expect(storedConfirmed.reduce((sum, r) => sum + r.guestCount, 0)).toBe(confirmedPeople);
    expect(new Set(storedConfirmed.map((r) => r.id))).toEqual(new Set(confirmed.map((r) => r.id)));
    expect(await attendance(event.id)).toEqual({
      capacity: 100,
      confirmedPeople,
      waitlistedPeople: waitlisted.reduce((sum, r) => sum + r.guestCount, 0),
      cancelledRegistrations: 0,
      checkedInPeople: 0,
    });
    expect(await spotsLeft(event.slug)).toBe(100 - confirmedPeople);
    const [stored] = await t.database.db.select().from(events).where(eq(events.id, event.id));
    expect(stored?.confirmedPeople).toBe(confirmedPeople);
    // One mail each: a ticket for the confirmed, a waitlist notice for the others.
    const mails = await t.database.db.select().from(outboundEmails);
    const ours = mails.filter((m) => m.recipients.startsWith('burst'));
    expect(ours).toHaveLength(500);
    expect(ours.filter((m) => m.kind === 'registration-confirmation')).toHaveLength(confirmed.length);
    expect(ours.filter((m) => m.kind === 'waitlist-confirmation')).toHaveLength(waitlisted.length);
  }, 240_000);

  it('a confirmation mail carries the ticket as a QR code that reads back as the ticket code', async () => {
    const event = await insertEvent(t.database, 10, { capacity: 5 });
    const r = await registered(event.id, 2);
    expect(r.ticketCode).toMatch(/^[A-Za-z0-9_-]{24,}$/);
    const [mail] = await storedMailsTo(t.database, r.email);
    // Stored with the ticket code only: its image is drawn when the mail is sent.
    expect(JSON.stringify(mail?.message)).not.toContain('base64');
    await t.app.mail.idle();
    const ticket = await deliveredTicket(t.dataDir, r.email, /^Registration confirmed/);
    expect(ticket.code).toBe(r.ticketCode);
    expect(ticket.contentId).toBe('<ticket-qr>');
    expect(ticket.html).toContain('cid:ticket-qr');
    expect((await manage('GET', r)).json()).toMatchObject({ status: 'confirmed', ticketCode: r.ticketCode });
  });

  it('waitlists a party that does not fit, with its position, and no ticket until confirmed', async () => {
    const event = await insertEvent(t.database, 10, { capacity: 4 });
    await registered(event.id, 3);
    const first = await registered(event.id, 2);
    const second = await registered(event.id, 3);
    expect(first).toMatchObject({ status: 'waitlisted', waitlistPosition: 1, ticketCode: null });
    expect(second).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });
    // A party of one still fits.
    expect((await registered(event.id, 1)).status).toBe('confirmed');
    expect((await manage('GET', second)).json()).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });
    const [stored] = await storedMailsTo(t.database, first.email);
    expect(stored?.kind).toBe('waitlist-confirmation');
    await t.app.mail.idle();
    const [mail, ...more] = await deliveredMailsTo(t.dataDir, first.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toMatch(/^You're on the waitlist/);
    expect(mail?.text).toContain('number 1');
  });

  it('cancels only with the right manage token; the row stays, cancelled, and the place goes to the waitlist', async () => {
    const event = await insertEvent(t.database, 10, { capacity: 3 });
    const holder = await registered(event.id, 3);
    const waiting = await registered(event.id, 2);
    expect(waiting.status).toBe('waitlisted');

    const noToken = await t.app.inject({
      method: 'DELETE',
      url: `/api/registrations/${holder.id}`,
      headers: XHR_HEADERS,
      remoteAddress: nextIp(),
    });
    expect(noToken.statusCode).toBe(403);
    const wrong = await manage('DELETE', holder, waiting.manageToken);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(BAD_MANAGE_TOKEN_MESSAGE);
    expect(await statusOf(holder.id)).toBe('confirmed');

    const ok = await manage('DELETE', holder);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'cancelled', ticketCode: null });
    expect(await statusOf(holder.id)).toBe('cancelled');
    expect(await statusOf(waiting.id)).toBe('confirmed');
    expect(await promotionMailsTo(waiting.email)).toHaveLength(1);
    const stored = (
      await t.database.db.select().from(registrations).where(eq(registrations.id, waiting.id))
    )[0];
    await t.app.mail.idle();
    const ticket = await deliveredTicket(t.dataDir, waiting.email, /^A place opened up/);
    expect(ticket.code).toBe(stored?.ticketCode);
    expect(await attendance(event.id)).toEqual({
      capacity: 3,
      confirmedPeople: 2,
      waitlistedPeople: 0,
      cancelledRegistrations: 1,
      checkedInPeople: 0,
    });
    // Cancelled: it can no longer be changed, but its registrant may register again.
    const update = await manage('PUT', holder, holder.manageToken, {
      fullName: 'Party Person',
      email: holder.email,
      guestCount: 1,
    });
    expect(update.statusCode).toBe(409);
    expect(update.json().message).toBe(CANCELLED_MESSAGE);
    const again = await register(event.id, 1, holder.email);
    expect(again.statusCode).toBe(201);
    expect(again.json().status).toBe('confirmed');
    expect((await register(event.id, 1, holder.email)).statusCode).toBe(409);
  });

  it('refuses an update that needs more places than are left (409 saying how many), and lets smaller parties free them', async () => {
    const event = await insertEvent(t.database, 10, { capacity: 6 });
    const party = await registered(event.id, 2);
    await registered(event.id, 2);
    const waiting = await registered(event.id, 3);
    expect(waiting.status).toBe('waitlisted');
    const body = (guestCount: number) => ({ fullName: 'Party Person', email: party.email, guestCount });

    const tooMany = await manage('PUT', party, party.manageToken, body(5));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Only 2 places are left for this event');
    expect((await manage('PUT', party, party.manageToken, body(4))).statusCode).toBe(200);
    const full = await manage('PUT', party, party.manageToken, body(5));
    expect(full.json().message).toBe('No places are left for this event');

    // Smaller party: 4 → 1 frees 3 places, enough for the waiting party of 3.
    const smaller = await manage('PUT', party, party.manageToken, body(1));
    expect(smaller.statusCode).toBe(200);
    expect(await statusOf(waiting.id)).toBe('confirmed');
    expect(await promotionMailsTo(waiting.email)).toHaveLength(1);
  });

  it('promotes when the admin raises the capacity, skipping a party too large for the places freed', async () => {
    const event = await insertEvent(t.database, 10, { capacity: 2 });
    await registered(event.id, 2);
    const big = await registered(event.id, 4);
    const small = await registered(event.id, 2);
    // The event as it is, with another capacity.
    const withCapacity = (capacity: number | null) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/events/${event.id}`,
        headers: admin,
        payload: {
          title: event.title,
          date: event.startsAt.toISOString(),
          venue: event.venue,
          address: event.address,
          capacity,
        },
      });
    const res = await withCapacity(5);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ capacity: 5, spotsLeft: 1 });
    expect(await statusOf(big.id)).toBe('waitlisted');
    expect(await statusOf(small.id)).toBe('confirmed');
    // No limit at all: everyone waiting is confirmed.
    const unlimited = await withCapacity(null);
    expect(unlimited.json()).toMatchObject({ capacity: null, spotsLeft: null });
    expect(await statusOf(big.id)).toBe('confirmed');
  });

  it('admin actions: cancel and delete free places for the waitlist; confirm beyond capacity; move to the waitlist; all audited', async () => {
    const event = await insertEvent(t.database, 10, { capacity: 4 });
    const a = await registered(event.id, 2);
    const b = await registered(event.id, 2);
    const c = await registered(event.id, 2);
    const d = await registered(event.id, 2);
    expect([c.status, d.status]).toEqual(['waitlisted', 'waitlisted']);
    const setStatus = (id: string, status: string) => setStatusAsAdmin(t.app, admin, id, status);

    const cancelled = await setStatus(a.id, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', waitlistPosition: null });
    expect(await statusOf(c.id)).toBe('confirmed');
    expect(await promotionMailsTo(c.email)).toHaveLength(1);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/registrations/${b.id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await statusOf(d.id)).toBe('confirmed');

    // Full again; a waiting party confirmed by the admin goes beyond the capacity.
    const e = await registered(event.id, 3);
    expect(e.status).toBe('waitlisted');
    const confirmed = await setStatus(e.id, 'confirmed');
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', waitlistPosition: null });
    expect((await promotionMailsTo(e.email)).length).toBe(1);
    expect(await attendance(event.id)).toMatchObject({ confirmedPeople: 7, waitlistedPeople: 0 });
    expect(await spotsLeft(event.slug)).toBe(0);

    // Moved to the waitlist: at its end, and not promoted straight back.
    const moved = await setStatus(c.id, 'waitlisted');
    expect(moved.json()).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    expect(await statusOf(c.id)).toBe('waitlisted');
    expect(await setStatus('00000000-0000-4000-8000-000000000000', 'cancelled')).toMatchObject({
      statusCode: 404,
    });
    expect((await setStatus(c.id, 'gone')).statusCode).toBe(400);

    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'registration'));
    expect(audited.map((row) => [row.action, row.entityId])).toEqual(
      expect.arrayContaining([
        ['cancel', a.id],
        ['delete', b.id],
        ['confirm', e.id],
        ['waitlist', c.id],
      ]),
    );
  });
});
