import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin, XHR_HEADERS } from '../../../../test/auth';
import { insertEvent, insertSiteSettings } from '../../../../test/fixtures';
import { outboxMails, storedMailsTo } from '../../../../test/outbox';
import { decodeQr } from '../../../../test/qr';
import { asRegistrant, signedUp } from '../../../../test/registrants';
import { useTestApp } from '../../../../test/test-app';
import { outboundEmails } from '../../db/schema';
import type { StoredMessage } from '../../plugins/mail/mail-message';
import { withBodyRendered } from '../../plugins/mail/templates/render-mail';

let ipCounter = 0;
/** Each request from its own address, so the per-IP write limit never bites. */
const nextIp = () => `10.29.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

type Created = {
  id: string;
  status: string;
  manageToken: string;
  ticketCode: string | null;
  email: string;
  guestCount: number;
};

// Issue 27, item 14: every change to a registration that its registrant did not see happen on screen, or that an
// organiser made, is mailed to them once, stored with the change.
describe('mails about changes to a registration', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://events.example.org' });
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ headers: admin } = await loginAsAdmin(t.app));
    await insertSiteSettings(t.database, { contactEmail: 'team@example.org' });
  });

  const registered = (eventId: string, guestCount = 2) => signedUp<Created>(t.app, eventId, { guestCount });
  const manage = (method: 'PUT' | 'DELETE', r: Created, payload?: object) =>
    asRegistrant(t.app, method, r, payload);
  const setStatus = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/registrations/${id}/status`, headers: admin, payload });
  const mailsTo = async (email: string, kind: string) =>
    (await storedMailsTo(t.database, email)).filter((m) => m.kind === kind);
  const textOf = (mail: { message: unknown } | undefined) =>
    mail ? withBodyRendered(mail.message as StoredMessage).text : '';

  it('a registrant cancelling through the manage link is mailed a confirmation, once', async () => {
    const event = await insertEvent(t.database, 10, { title: 'Diwali Mela' });
    const r = await registered(event.id);
    expect((await manage('DELETE', r)).statusCode).toBe(200);
    expect((await manage('DELETE', r)).statusCode).toBe(200);
    const mails = await mailsTo(r.email, 'registration-cancelled');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Registration cancelled: Diwali Mela');
    expect(mails[0]?.status).toBe('pending');
    const text = textOf(mails[0]);
    expect(text).toContain('Your registration for Diwali Mela is cancelled, as you asked.');
    expect(text).toContain('Your ticket no longer admits anyone');
    expect(text).toContain(`https://events.example.org/events/${event.slug}`);
  });

  it('an admin cancelling mails the registrant, with the optional message; once; never a walk-up without an address', async () => {
    const event = await insertEvent(t.database, 10, { title: 'Holi in the Park' });
    const withMessage = await registered(event.id);
    const res = await setStatus(withMessage.id, {
      status: 'cancelled',
      message: 'The hall is smaller this year, sorry. See https://events.example.org/holi',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await setStatus(withMessage.id, { status: 'cancelled', message: 'Again' })).statusCode).toBe(200);
    const mails = await mailsTo(withMessage.email, 'registration-cancelled-by-organisers');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your registration for Holi in the Park is cancelled');
    expect((mails[0]?.message as StoredMessage | undefined)?.replyTo).toBe('team@example.org');
    const text = textOf(mails[0]);
    expect(text).toContain('The organisers have cancelled your registration for Holi in the Park.');
    expect(text).toContain('Your ticket no longer admits anyone');
    expect(text).toContain(
      'Message from the organisers: The hall is smaller this year, sorry. See https://events.example.org/holi',
    );

    const without = await registered(event.id);
    expect((await setStatus(without.id, { status: 'cancelled' })).statusCode).toBe(200);
    const plain = await mailsTo(without.email, 'registration-cancelled-by-organisers');
    expect(plain).toHaveLength(1);
    expect(textOf(plain[0])).not.toContain('Message from the organisers');

    const walkUp = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${event.id}/walk-ups`,
      headers: admin,
      payload: { fullName: 'Door Guest', guestCount: 1 },
    });
    expect(walkUp.statusCode, walkUp.body).toBe(201);
    const before = (await t.database.db.select().from(outboundEmails)).length;
    expect((await setStatus(walkUp.json().registrationId, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await t.database.db.select().from(outboundEmails)).length).toBe(before);
  });

  it('refuses a message with a status other than a cancellation, and one too long (400 naming the field)', async () => {
    const event = await insertEvent(t.database, 10);
    const r = await registered(event.id);
    const withConfirm = await setStatus(r.id, { status: 'waitlisted', message: 'Hello' });
    expect(withConfirm.statusCode).toBe(400);
    expect(withConfirm.json().errors?.[0]).toMatchObject({ path: 'message' });
    const long = await setStatus(r.id, { status: 'cancelled', message: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors?.[0]).toMatchObject({ path: 'message' });
    expect(await mailsTo(r.email, 'registration-cancelled-by-organisers')).toHaveLength(0);
  });

  it('a changed party size mails the updated ticket (its QR code as on confirmation), once per change', async () => {
    const event = await insertEvent(t.database, 10, { title: 'Navratri Garba', capacity: 10 });
    const r = await registered(event.id, 2);
    const body = (guestCount: number, fullName = 'Asha Rao') => ({ fullName, email: r.email, guestCount });
    expect((await manage('PUT', r, body(3))).statusCode).toBe(200);
    // The same size again (a name fixed) changes no party: no mail.
    expect((await manage('PUT', r, body(3, 'Asha R. Rao'))).statusCode).toBe(200);
    const mails = await mailsTo(r.email, 'registration-changed');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your updated ticket: Navratri Garba');
    expect(textOf(mails[0])).toContain(
      'Your registration for Navratri Garba is now for 3 people (it was 2).',
    );
    await t.app.mail.idle();
    const delivered = (await outboxMails(t.dataDir))
      .filter((m) => m.to?.[0]?.address === r.email && m.subject === 'Your updated ticket: Navratri Garba')
      .at(-1);
    const png = delivered?.attachments.find((a) => a.mimeType === 'image/png');
    expect(png?.contentId).toBe('<ticket-qr>');
    expect(await decodeQr(Buffer.from(png?.content as ArrayBuffer))).toBe(r.ticketCode);
    expect(delivered?.html).toContain('cid:ticket-qr');
  });

  it('a changed party of the same size (tickets by type, or guest names) mails the updated ticket by type, once per change', async () => {
    const event = await insertEvent(t.database, 10, {
      title: 'Family Day',
      capacity: 10,
      ticketTypes: [
        { id: 'tt_adult', name: 'Adult', capacity: null },
        { id: 'tt_child', name: 'Child', capacity: null },
      ],
      guestNames: 'optional',
    });
    const email = `reg.${Math.random().toString(36).slice(2)}@example.com`;
    const tickets = (adults: number, children: number) => [
      { ticketTypeId: 'tt_adult', quantity: adults },
      { ticketTypeId: 'tt_child', quantity: children },
    ];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: { eventId: event.id, fullName: 'Asha Rao', email, tickets: tickets(2, 1) },
      headers: XHR_HEADERS,
      remoteAddress: nextIp(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const r: Created = created.json();
    const body = (extra: object) => ({ fullName: 'Asha Rao', email, ...extra });
    const changed = () => mailsTo(email, 'registration-changed');

    // Two adults and a child become one adult and two children: still three people, another ticket.
    const retyped = await manage('PUT', r, body({ tickets: tickets(1, 2) }));
    expect(retyped.statusCode, retyped.body).toBe(200);
    expect(await changed()).toHaveLength(1);
    const [mail] = await changed();
    expect(mail?.subject).toBe('Your updated ticket: Family Day');
    const text = textOf(mail);
    expect(text).toContain('Your party for Family Day has changed.');
    expect(text).toContain('3 people (1 Adult, 2 Children)');
    expect((mail?.message as StoredMessage | undefined)?.attachments?.length).toBeGreaterThan(0);

    // The same party again, or only the phone changed: no mail.
    expect((await manage('PUT', r, body({ tickets: tickets(1, 2), phone: '209-555-0100' }))).statusCode).toBe(
      200,
    );
    expect(await changed()).toHaveLength(1);

    // Guests named: the ticket names them.
    const named = body({ tickets: tickets(1, 2), guests: [{ name: 'Ravi' }, { name: 'Anu' }] });
    expect((await manage('PUT', r, named)).statusCode).toBe(200);
    expect((await manage('PUT', r, named)).statusCode).toBe(200);
    const mails = await changed();
    expect(mails).toHaveLength(2);
    expect(textOf(mails.at(-1))).toContain('Ravi, Anu');
  });

  it('a waitlisted party that changes size is told it is still waiting, without a ticket', async () => {
    const event = await insertEvent(t.database, 10, { title: 'Onam Sadya', capacity: 2 });
    await registered(event.id, 2);
    const waiting = await registered(event.id, 4);
    expect(waiting.status).toBe('waitlisted');
    const res = await manage('PUT', waiting, { fullName: 'Asha Rao', email: waiting.email, guestCount: 3 });
    expect(res.statusCode).toBe(200);
    const [mail, ...more] = await mailsTo(waiting.email, 'registration-changed');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Your registration has changed: Onam Sadya');
    const text = textOf(mail);
    expect(text).toContain('is now for 3 people (it was 4)');
    expect(text).toContain('You are still on the waitlist: number 1.');
    expect((mail?.message as StoredMessage | undefined)?.attachments ?? []).toEqual([]);
  });

  it('a waiting party that shrinks enough to fit gets its ticket, with its new size, and no other mail', async () => {
    const event = await insertEvent(t.database, 10, { title: 'Pongal', capacity: 4 });
    await registered(event.id, 2);
    const waiting = await registered(event.id, 4);
    const res = await manage('PUT', waiting, { fullName: 'Asha Rao', email: waiting.email, guestCount: 2 });
    expect(res.json()).toMatchObject({ status: 'confirmed', guestCount: 2 });
    expect(await mailsTo(waiting.email, 'registration-changed')).toHaveLength(0);
    const [ticket, ...more] = await mailsTo(waiting.email, 'waitlist-promotion');
    expect(more).toHaveLength(0);
    expect(textOf(ticket)).toContain('2 people');
  });

  it('a refused change or cancellation mails nothing', async () => {
    const event = await insertEvent(t.database, 0, { capacity: 4 });
    const r = await registered(event.id, 2);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${event.id}/check-ins`,
      headers: admin,
      payload: { registrationId: r.id },
    });
    expect((await manage('PUT', r, { fullName: 'Asha Rao', email: r.email, guestCount: 1 })).statusCode).toBe(
      409,
    );
    expect((await manage('PUT', r, { fullName: 'Asha Rao', email: r.email, guestCount: 9 })).statusCode).toBe(
      409,
    );
    expect((await manage('DELETE', r)).statusCode).toBe(409);
    expect((await setStatus(r.id, { status: 'cancelled', message: 'Bye' })).statusCode).toBe(409);
    const kinds = (await storedMailsTo(t.database, r.email)).map((m) => m.kind);
    expect(kinds).toEqual(['registration-confirmation']);
  });
});
