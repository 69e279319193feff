import type { RegistrationDetail } from '@shared/schemas/admin-registration-detail';
import { MANAGE_TOKEN_HEADER } from '@shared/schemas/registrations';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin, loginAsDoor, XHR_HEADERS } from '../../../../test/auth';
import {
  checkInParty,
  insertEvent,
  insertSiteSettings,
  nextTestAddress,
  postSignUp,
} from '../../../../test/fixtures';
import { setStatusAsAdmin } from '../../../../test/registrants';
import { testSmtpServer } from '../../../../test/smtp-server';
import { useTestApp, useTestAppWithSmtp } from '../../../../test/test-app';
import { outboundEmails } from '../../db/schema';

type Created = { id: string; email: string; guestCount: number; status: string };

describe('GET /api/admin/registrations/:id: one registration with its history', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://events.example.org' });
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ headers: admin } = await loginAsAdmin(t.app));
    await insertSiteSettings(t.database);
  });

  const signUp = async (eventId: string, guestCount: number, fullName = 'Asha Rao'): Promise<Created> => {
    const res = await postSignUp(t.app, eventId, { guestCount, fullName });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const detail = async (id: string) => {
    const res = await t.app.inject({ url: `/api/admin/registrations/${id}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RegistrationDetail>();
  };

  it('answers the party, event, places and a history of sign-up, changes, mails with their status and arrivals', async () => {
    const event = await insertEvent(t.database, 0, { title: 'Diwali Mela', capacity: 6 });
    const r = await signUp(event.id, 2);
    const waiting = await signUp(event.id, 5, 'Bala Iyer');
    expect(waiting.status).toBe('waitlisted');
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/registrations/${r.id}`,
      headers: admin,
      payload: { guestCount: 3 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await t.app.inject({ method: 'POST', url: `/api/admin/registrations/${r.id}/resend`, headers: admin });
    await checkInParty(t.app, event.id, admin, { registrationId: r.id });

    // Delivery as the outbox last recorded it: the updated ticket failed after every retry.
    await t.database.db
      .update(outboundEmails)
      .set({ status: 'failed' })
      .where(eq(outboundEmails.subject, 'Your updated ticket: Diwali Mela'));

    const found = await detail(r.id);
    expect(found).toMatchObject({
      id: r.id,
      eventId: event.id,
      eventTitle: 'Diwali Mela',
      guestCount: 3,
      status: 'confirmed',
      checkedIn: 3,
      placesLeft: 3,
      fitsNow: false,
    });
    expect(found).not.toHaveProperty('ticketCode');
    const history = found.history.map((h) => [h.kind, h.by, h.summary]);
    expect(history[0]).toEqual(['created', null, 'Registered for 2 people (from direct)']);
    expect(history).toContainEqual([
      'update',
      'test-admin',
      'Changed by the organisers: party from 2 people to 3 people',
    ]);
    expect(history).toContainEqual(['resend', 'test-admin', 'Ticket sent again']);
    expect(history).toContainEqual(['checked-in', 'test-admin', '3 people checked in at the door']);
    const mails = found.history.filter((h) => h.kind === 'mail');
    // The ticket at sign-up, the updated ticket, the ticket again; the other party's mails are not among them.
    expect(mails.map((m) => [m.summary, m.mailStatus])).toEqual([
      ['Ticket mailed ("Registration confirmed: Diwali Mela"): waiting to be sent', 'pending'],
      ['Registration change mailed ("Your updated ticket: Diwali Mela"): failed', 'failed'],
      ['Ticket mailed ("Registration confirmed: Diwali Mela"): waiting to be sent', 'pending'],
    ]);
    // Oldest first.
    const times = found.history.map((h) => h.at);
    expect([...times].sort()).toEqual(times);

    // The waiting party of 5 does not fit in the 3 places left; once one fits it may be promoted.
    expect(await detail(waiting.id)).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
      fitsNow: false,
    });
    const smaller = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/registrations/${waiting.id}`,
      headers: admin,
      payload: { guestCount: 3, notify: false },
    });
    expect(smaller.statusCode, smaller.body).toBe(200);
    const nowWaiting = await detail(waiting.id);
    // Shrinking it made it fit, so the place rules promoted it at once; its history says so by its ticket.
    expect(nowWaiting.status).toBe('confirmed');
    expect(nowWaiting.history.map((h) => h.summary)).toContain(
      'Promoted from the waitlist: ticket mailed ("A place opened up: you are confirmed for Diwali Mela"): waiting to be sent',
    );
  });

  it('a waitlisted party may be promoted beyond the places left; the promotion is in its history', async () => {
    const event = await insertEvent(t.database, 5, { title: 'Holi', capacity: 4 });
    await signUp(event.id, 3);
    const second = await signUp(event.id, 2, 'Chitra Nair');
    expect(await detail(second.id)).toMatchObject({ status: 'waitlisted', placesLeft: 1, fitsNow: false });
    const promoted = await setStatusAsAdmin(t.app, admin, second.id, 'confirmed');
    expect(promoted.statusCode, promoted.body).toBe(200);
    const after = await detail(second.id);
    expect(after).toMatchObject({ status: 'confirmed', placesLeft: 0 });
    expect(after.history.map((h) => [h.kind, h.summary])).toContainEqual([
      'confirm',
      'Promoted from the waitlist',
    ]);
  });

  it('shows the registrant’s own party change and cancellation, made from the manage link', async () => {
    const event = await insertEvent(t.database, 5, { title: 'Holi Colours' });
    const res = await postSignUp(t.app, event.id, { guestCount: 2 });
    const r: Created & { manageToken: string } = res.json();
    const manage = (method: 'PUT' | 'DELETE', payload?: object) =>
      t.app.inject({
        method,
        url: `/api/registrations/${r.id}`,
        payload,
        headers: { ...XHR_HEADERS, [MANAGE_TOKEN_HEADER]: r.manageToken },
        remoteAddress: nextTestAddress(),
      });
    const changed = await manage('PUT', { fullName: 'Asha Rao', email: r.email, guestCount: 3 });
    expect(changed.statusCode, changed.body).toBe(200);
    // A change that mails nothing (the name only) is in the history too.
    const renamed = await manage('PUT', { fullName: 'Asha R. Patel', email: r.email, guestCount: 3 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await manage('DELETE')).statusCode).toBe(200);
    const kinds = (await detail(r.id)).history.map((h) => [h.kind, h.summary]);
    expect(kinds).toContainEqual(['updated-by-registrant', 'Changed by the registrant: party size']);
    expect(kinds).toContainEqual(['updated-by-registrant', 'Changed by the registrant: name']);
    expect(kinds).toContainEqual(['cancelled-by-registrant', 'Cancelled by the registrant']);
    // An organiser's change (it mails the same kind of mail) is not taken for the registrant's.
    const other = await signUp(event.id, 1);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/registrations/${other.id}`,
      headers: admin,
      payload: { guestCount: 2 },
    });
    expect(edited.json()).toMatchObject({ mailed: true });
    const history = (await detail(other.id)).history;
    expect(history.some((h) => h.summary.startsWith('Registration change mailed'))).toBe(true);
    expect(history.some((h) => h.kind === 'updated-by-registrant')).toBe(false);
  });

  it('answers 404 for an unknown or malformed id, 403 to a door account', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await t.app.inject({ url: `/api/admin/registrations/${id}`, headers: admin });
      expect(res.statusCode).toBe(404);
    }
    const event = await insertEvent(t.database, 5);
    const r = await signUp(event.id, 1);
    const { headers: door } = await loginAsDoor(t.app);
    expect((await t.app.inject({ url: `/api/admin/registrations/${r.id}`, headers: door })).statusCode).toBe(
      403,
    );
  });
});

describe('a registration’s history with mail set up: the organiser’s change reaches the person, and shows as sent', () => {
  const smtp = testSmtpServer();
  const t = useTestAppWithSmtp(smtp, {
    PUBLIC_URL: 'https://events.example.org',
  });
  let admin: Record<string, string>;
  beforeAll(async () => {
    // The site's settings are the first describe's: one database per file.
    ({ headers: admin } = await loginAsAdmin(t.app));
  });

  it('mails the updated ticket and the ticket again over SMTP; each is sent in the history', async () => {
    const event = await insertEvent(t.database, 7, { title: 'Navratri Garba' });
    const email = `asha.${Math.random().toString(36).slice(2)}@example.com`;
    const signedUp = await postSignUp(t.app, event.id, { guestCount: 2 }, email);
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    const { id } = signedUp.json();
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/registrations/${id}`,
      headers: admin,
      payload: { guestCount: 4 },
    });
    expect(edited.json()).toMatchObject({ guestCount: 4, mailed: true });
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/registrations/${id}/resend`,
      headers: admin,
    });
    expect(resent.statusCode).toBe(202);
    await t.app.mail.idle();

    const received = await smtp.mailsTo(email);
    // In any order: the outbox sends several at once.
    expect(received.map((m) => m.subject).sort()).toEqual([
      'Registration confirmed: Navratri Garba',
      'Registration confirmed: Navratri Garba',
      'Your updated ticket: Navratri Garba',
    ]);
    const updated = received.find((m) => m.subject === 'Your updated ticket: Navratri Garba');
    expect(updated?.text).toContain('is now for 4 people (it was 2)');
    const detail = (
      await t.app.inject({ url: `/api/admin/registrations/${id}`, headers: admin })
    ).json<RegistrationDetail>();
    const mails = detail.history.filter((h) => h.kind === 'mail');
    expect(mails).toHaveLength(3);
    expect(mails.every((m) => m.mailStatus === 'sent' && m.summary.endsWith(': sent'))).toBe(true);
  });
});
