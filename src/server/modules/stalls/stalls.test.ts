import { DUPLICATE_STALL_APPLICATION_MESSAGE, STALLS_FULL_MESSAGE } from '@shared/schemas/stalls';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAsAdmin, XHR_HEADERS } from '../../../../test/auth';
import { insertEvent, insertSiteSettings, stallApplicationInput } from '../../../../test/fixtures';
import { outboxMails } from '../../../../test/outbox';
import { useTestApp } from '../../../../test/test-app';
import { events, outboundEmails, stallApplications } from '../../db/schema';
import { rateLimitedMessage } from '../../lib/public-write-limit';
import { STALLS_NOT_ACCEPTED_MESSAGE } from './stall-application-service';

let ipCounter = 0;
const nextIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe('POST /api/stall-applications', () => {
  const t = useTestApp();

  const post = (payload: object, ip = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stall-applications',
      payload,
      headers: XHR_HEADERS,
      remoteAddress: ip,
    });

  const valid = (eventId: string, overrides: object = {}) =>
    stallApplicationInput(eventId, { specialRequirements: 'Power outlet', ...overrides });

  const stallEvent = () => insertEvent(t.database, 10, { acceptStallApplications: true });
  const applicationsFor = (eventId: string) =>
    t.database.db.select().from(stallApplications).where(eq(stallApplications.eventId, eventId));

  it('stores the application (201), acknowledges the applicant and notifies the organisers', async () => {
    await insertSiteSettings(t.database);
    const event = await stallEvent();
    const res = await post(valid(event.slug, { businessName: '  Spice Route  ', specialRequirements: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      eventId: event.id,
      businessName: 'Spice Route',
      specialRequirements: null,
    });
    expect(await applicationsFor(event.id)).toHaveLength(1);
    await t.app.mail.idle();
    const mails = await t.database.db.select().from(outboundEmails);
    const ack = mails.find((m) => m.kind === 'stall-acknowledgement');
    const notice = mails.find((m) => m.kind === 'stall-organiser-notice');
    expect(ack?.recipients).toBe('ravi@example.com');
    expect(notice?.recipients).toBe('organisers@example.org');
    expect(notice?.subject).toBe(`New stall application: Spice Route (${event.title})`);
    const delivered = (await outboxMails(t.dataDir)).find((m) => m.subject === notice?.subject);
    expect(delivered?.replyTo?.[0]?.address).toBe('ravi@example.com');
  });

  it.each([
    [{ businessName: 'S' }, 'Business name is required'],
    [{ contactPerson: '' }, 'Contact person name is required'],
    [{ email: 'ravi-at-example' }, 'Please enter a valid email address'],
    [{ phone: '555-0123' }, 'Please enter a valid phone number'],
    [{ businessType: 'F' }, 'Business type is required'],
    [{ productsServices: 'Samosas' }, 'Please describe your products/services'],
    [{ businessName: undefined }, 'Business name is required'],
    [{ productsServices: 'x'.repeat(2001) }, 'Must be at most 2000 characters'],
  ])('refuses %j with 400 and "%s"', async (overrides, message) => {
    const event = await stallEvent();
    const res = await post(valid(event.id, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
  });

  it('answers 404 for an unknown event and 403 when the event takes no stall applications', async () => {
    const missing = await post(valid('no-such-event'));
    expect(missing.statusCode).toBe(404);
    const event = await insertEvent(t.database, 10, { acceptStallApplications: false });
    const refused = await post(valid(event.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(STALLS_NOT_ACCEPTED_MESSAGE);
  });

  it('silently accepts and drops a filled honeypot', async () => {
    const event = await stallEvent();
    const res = await post(valid(event.id, { website: 'spam.example' }));
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(stallApplications)
      .where(eq(stallApplications.eventId, event.id));
    expect(rows).toHaveLength(0);
  });

  it('answers 429 with Retry-After after 10 a minute from one address', async () => {
    const event = await stallEvent();
    const shop = (i: number) => valid(event.id, { businessName: `Shop ${i}` });
    for (let i = 0; i < 10; i++) expect((await post(shop(i), '10.2.99.1')).statusCode).toBe(201);
    const limited = await post(shop(10), '10.2.99.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(rateLimitedMessage(Number(limited.headers['retry-after'])));
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('stores the listing consent, pending; without it the application is not listed', async () => {
    const event = await stallEvent();
    const listed = await post(valid(event.id, { businessName: 'Listed', listPublicly: true }));
    expect(listed.json()).toMatchObject({ listPublicly: true, status: 'pending', decidedAt: null });
    const unlisted = await post(valid(event.id, { businessName: 'Unlisted' }));
    expect(unlisted.json()).toMatchObject({ listPublicly: false, status: 'pending' });
    expect((await post(valid(event.id, { listPublicly: 'yes' }))).statusCode).toBe(400);
  });

  it('answers 409 to a repeat from the same email and business name, whatever the case', async () => {
    const event = await stallEvent();
    expect((await post(valid(event.id))).statusCode).toBe(201);
    const again = await post(valid(event.id, { email: 'RAVI@example.com', businessName: 'spice route' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DUPLICATE_STALL_APPLICATION_MESSAGE);
    // Another business of the same person, or the same business at another event, is welcome.
    expect((await post(valid(event.id, { businessName: 'Chai Corner' }))).statusCode).toBe(201);
    expect((await post(valid((await stallEvent()).id))).statusCode).toBe(201);
  });

  it('takes exactly one of 20 simultaneous identical applications; the others are 409 and mail no one', async () => {
    const event = await stallEvent();
    const payload = valid(event.id, { email: 'burst@example.com' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(payload)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(19).fill(409)]);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json().message).toBe(DUPLICATE_STALL_APPLICATION_MESSAGE);
    expect(await applicationsFor(event.id)).toHaveLength(1);
    await t.app.mail.idle();
    const acks = (await t.database.db.select().from(outboundEmails)).filter(
      (m) => m.kind === 'stall-acknowledgement' && m.recipients === 'burst@example.com',
    );
    expect(acks).toHaveLength(1);
  });

  it('is closed once the approved stalls reach the capacity, or takes waitlisted applications', async () => {
    const event = await stallEvent();
    const { headers } = await loginAsAdmin(t.app);
    const first = await post(valid(event.id, { businessName: 'First' }));
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/stall-applications/${first.json().id}`,
      headers,
      payload: { status: 'approved' },
    });
    // Pending applications do not take stalls; only approved ones count.
    await t.database.db.update(events).set({ stallCapacity: 2 }).where(eq(events.id, event.id));
    expect((await post(valid(event.id, { businessName: 'Second' }))).statusCode).toBe(201);
    await t.database.db.update(events).set({ stallCapacity: 1 }).where(eq(events.id, event.id));
    const closed = await post(valid(event.id, { businessName: 'Third' }));
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe(STALLS_FULL_MESSAGE);

    await t.database.db.update(events).set({ stallWaitlist: true }).where(eq(events.id, event.id));
    const waitlisted = await post(valid(event.id, { businessName: 'Third', email: 'third@example.com' }));
    expect(waitlisted.statusCode).toBe(201);
    expect(waitlisted.json().status).toBe('waitlisted');
    await t.app.mail.idle();
    const ack = (await outboxMails(t.dataDir)).find(
      (m) =>
        m.to?.[0]?.address === 'third@example.com' && m.subject?.startsWith('Stall application received'),
    );
    expect(ack?.text).toContain('your application is on the waiting list');
  });

  it('tells the public event whether stalls are left before anyone fills the form', async () => {
    const event = await insertEvent(t.database, 10, { acceptStallApplications: true, stallCapacity: 1 });
    const { headers } = await loginAsAdmin(t.app);
    const publicEvent = async () => (await t.app.inject({ url: `/api/events/${event.slug}` })).json();
    expect(await publicEvent()).toMatchObject({ stallsFull: false, stallApplicationsOpen: true });

    const first = await post(valid(event.id, { businessName: 'First' }));
    const decide = (status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/stall-applications/${first.json().id}`,
        headers,
        payload: { status },
      });
    // Pending applications take no stall.
    expect(await publicEvent()).toMatchObject({ stallsFull: false, stallApplicationsOpen: true });
    expect((await decide('approved')).statusCode).toBe(200);
    expect(await publicEvent()).toMatchObject({ stallsFull: true, stallApplicationsOpen: false });
    const featured = (await t.app.inject({ url: '/api/events?when=all' })).json();
    expect(featured.find((e: { id: string }) => e.id === event.id)).toMatchObject({ stallsFull: true });

    // With a stall waitlist the form stays open (new applications are waitlisted).
    await t.database.db.update(events).set({ stallWaitlist: true }).where(eq(events.id, event.id));
    expect(await publicEvent()).toMatchObject({ stallsFull: true, stallApplicationsOpen: true });
    await t.database.db.update(events).set({ stallWaitlist: false }).where(eq(events.id, event.id));

    // Declining or deleting the approved application frees its stall.
    expect((await decide('declined')).statusCode).toBe(200);
    expect(await publicEvent()).toMatchObject({ stallsFull: false, stallApplicationsOpen: true });
    expect((await decide('approved')).statusCode).toBe(200);
    expect(await publicEvent()).toMatchObject({ stallsFull: true });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/stall-applications/${first.json().id}`,
      headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await publicEvent()).toMatchObject({ stallsFull: false, stallApplicationsOpen: true });

    // An event that takes no applications is not open, whatever its stalls.
    const closedEvent = await insertEvent(t.database, 11, { acceptStallApplications: false });
    expect((await t.app.inject({ url: `/api/events/${closedEvent.slug}` })).json()).toMatchObject({
      stallsFull: false,
      stallApplicationsOpen: false,
    });
  });

  it('sets the stall capacity and waitlist through the admin event payload', async () => {
    const { headers } = await loginAsAdmin(t.app);
    const base = { title: 'Mela', date: '2030-05-01', venue: 'Hall', address: 'Street' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers,
      payload: { ...base, acceptStallApplications: true, stallCapacity: 12, stallWaitlist: true },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ stallCapacity: 12, stallWaitlist: true });
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${created.json().id}`,
      headers,
      payload: { ...base, stallCapacity: null },
    });
    expect(updated.json()).toMatchObject({ stallCapacity: null, stallWaitlist: false });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers,
      payload: { ...base, stallCapacity: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      path: 'stallCapacity',
      message: 'Stall capacity must be 0 or more',
    });
  });
});
