import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { checkInParty, insertEvent, insertSiteSettings } from '../../../../test/fixtures';
import { storedMailsTo } from '../../../../test/outbox';
import { setStatusAsAdmin, signedUp } from '../../../../test/registrants';
import { useTestApp } from '../../../../test/test-app';
import { auditLog, registrations } from '../../db/schema';
import type { StoredMessage } from '../../plugins/mail/mail-message';
import { withBodyRendered } from '../../plugins/mail/templates/render-mail';
import { SEVERAL_TYPES_MESSAGE } from './admin-edit';
import { NO_TICKET_TO_SEND_MESSAGE } from './admin-resend';
import { arrivedMessage } from './places-repository';

type Created = { id: string; email: string; ticketCode: string; guestCount: number; status: string };

describe('the organiser changes a registration: edit, resend, bulk', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://events.example.org' });
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ headers: admin } = await loginAsAdmin(t.app));
    await insertSiteSettings(t.database, { contactEmail: 'team@example.org' });
  });

  const registered = (eventId: string, payload: object = { guestCount: 2 }) =>
    signedUp<Created>(t.app, eventId, payload);
  const edit = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/registrations/${id}`, headers: admin, payload });
  const mailsTo = async (email: string) =>
    (await storedMailsTo(t.database, email)).map((m) => ({
      kind: m.kind,
      subject: m.subject,
      text: withBodyRendered(m.message as StoredMessage).text,
    }));
  const auditOf = async (id: string, action: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));

  it('changes the party size and mails the person their updated ticket; audited', async () => {
    const event = await insertEvent(t.database, 10, { title: 'Diwali Mela', capacity: 10 });
    const r = await registered(event.id);
    const res = await edit(r.id, { guestCount: 4, fullName: 'Asha R. Rao' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      guestCount: 4,
      fullName: 'Asha R. Rao',
      status: 'confirmed',
      mailed: true,
    });
    const mails = (await mailsTo(r.email)).filter((m) => m.kind === 'registration-changed');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your updated ticket: Diwali Mela');
    expect(mails[0]?.text).toContain('is now for 4 people (it was 2)');
    const [record] = await auditOf(r.id, 'update');
    expect(record?.details).toMatchObject({ from: 2, to: 4, notify: true });
    const [event2] = await t.database.db.select().from(registrations).where(eq(registrations.id, r.id));
    expect(event2?.guestCount).toBe(4);
  });

  it('with notify false, changes without mailing', async () => {
    const event = await insertEvent(t.database, 10);
    const r = await registered(event.id);
    const res = await edit(r.id, { guestCount: 3, notify: false });
    expect(res.json()).toMatchObject({ guestCount: 3, mailed: false });
    expect((await mailsTo(r.email)).filter((m) => m.kind === 'registration-changed')).toHaveLength(0);
  });

  it('a larger confirmed party only if it fits; never smaller than its people already in', async () => {
    const event = await insertEvent(t.database, 0, { capacity: 5 });
    const r = await registered(event.id, { guestCount: 3 });
    const tooBig = await edit(r.id, { guestCount: 6 });
    expect(tooBig.statusCode).toBe(409);
    expect(tooBig.json().message).toBe('Only 2 places are left for this event');
    expect((await edit(r.id, { guestCount: 5 })).statusCode).toBe(200);
    await checkInParty(t.app, event.id, admin, { registrationId: r.id });
    const smaller = await edit(r.id, { guestCount: 2 });
    expect(smaller.statusCode).toBe(409);
    expect(smaller.json().message).toContain('already arrived');
    const [row] = await t.database.db.select().from(registrations).where(eq(registrations.id, r.id));
    expect(row?.guestCount).toBe(5);
  });

  it('changes a party by ticket type; a size alone is refused for a party of several types', async () => {
    const event = await insertEvent(t.database, 10, {
      ticketTypes: [
        { id: 'adult', name: 'Adult', description: '', capacity: null },
        { id: 'child', name: 'Child', description: '', capacity: null },
      ],
    });
    const r = await registered(event.id, {
      tickets: [
        { ticketTypeId: 'adult', quantity: 1 },
        { ticketTypeId: 'child', quantity: 1 },
      ],
    });
    const bySize = await edit(r.id, { guestCount: 3 });
    expect(bySize.statusCode).toBe(400);
    expect(bySize.json().message).toBe(SEVERAL_TYPES_MESSAGE);
    const byType = await edit(r.id, {
      tickets: [
        { ticketTypeId: 'adult', quantity: 2 },
        { ticketTypeId: 'child', quantity: 2 },
      ],
    });
    expect(byType.statusCode, byType.body).toBe(200);
    expect(byType.json()).toMatchObject({ guestCount: 4, party: '2 Adults, 2 Children' });
    const unknown = await edit(r.id, { tickets: [{ ticketTypeId: 'senior', quantity: 1 }] });
    expect(unknown.statusCode).toBe(400);
  });

  it('resends the current ticket (202), or the waitlist mail; not for a cancelled one', async () => {
    const event = await insertEvent(t.database, 10, { title: 'Holi', capacity: 2 });
    const confirmed = await registered(event.id);
    const waiting = await registered(event.id, { guestCount: 1 });
    expect(waiting.status).toBe('waitlisted');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/registrations/${confirmed.id}/resend`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ mailed: 'ticket', to: confirmed.email });
    const tickets = (await mailsTo(confirmed.email)).filter((m) => m.kind === 'registration-confirmation');
    expect(tickets).toHaveLength(2);
    expect(tickets[1]?.text).toContain('https://events.example.org/events/event-');
    expect(tickets[1]?.text).toContain('?manage=');
    const wait = await t.app.inject({
      method: 'POST',
      url: `/api/admin/registrations/${waiting.id}/resend`,
      headers: admin,
    });
    expect(wait.json()).toEqual({ mailed: 'waitlist', to: waiting.email });
    expect((await auditOf(confirmed.id, 'resend')).length).toBe(1);
    await setStatusAsAdmin(t.app, admin, waiting.id, 'cancelled');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/registrations/${waiting.id}/resend`,
      headers: admin,
    });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(NO_TICKET_TO_SEND_MESSAGE);
  });

  it('bulk cancel: one of three has people in, so it alone fails with the 409 message; the others are cancelled with one mail each', async () => {
    const event = await insertEvent(t.database, 0, { title: 'Navratri' });
    const [a, b, c] = [await registered(event.id), await registered(event.id), await registered(event.id)];
    if (!a || !b || !c) throw new Error('registrations missing');
    await checkInParty(t.app, event.id, admin, { registrationId: b.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/registrations/bulk',
      headers: admin,
      payload: { ids: [a.id, b.id, c.id], action: 'cancel', message: 'The venue flooded, sorry.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result.done).toEqual([a.id, c.id]);
    expect(result.failed).toEqual([{ id: b.id, message: arrivedMessage(2, 'cancelled') }]);
    for (const r of [a, c]) {
      const mails = (await mailsTo(r.email)).filter((m) => m.kind === 'registration-cancelled-by-organisers');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('Message from the organisers: The venue flooded, sorry.');
      expect((await auditOf(r.id, 'cancel')).length).toBe(1);
    }
    const statuses = await t.database.db
      .select({ id: registrations.id, status: registrations.status })
      .from(registrations)
      .where(eq(registrations.eventId, event.id));
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({
      [a.id]: 'cancelled',
      [b.id]: 'confirmed',
      [c.id]: 'cancelled',
    });
    expect((await mailsTo(b.email)).filter((m) => m.kind.startsWith('registration-cancelled'))).toHaveLength(
      0,
    );
  });

  it('bulk resend on every registration a filter matches; refuses ids and filter together', async () => {
    const event = await insertEvent(t.database, 10);
    const one = await registered(event.id);
    const two = await registered(event.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/registrations/bulk',
      headers: admin,
      payload: { filter: { eventId: event.id, status: 'confirmed' }, action: 'resend' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ done: [one.id, two.id], failed: [] });
    const both = await t.app.inject({
      method: 'POST',
      url: '/api/admin/registrations/bulk',
      headers: admin,
      payload: { ids: [one.id], filter: {}, action: 'resend' },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain('either ids or filter');
  });
});
