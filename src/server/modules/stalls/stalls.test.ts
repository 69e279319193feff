import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { XHR_HEADERS } from '../../../../test/auth';
import { insertEvent } from '../../../../test/fixtures';
import { outboxMails } from '../../../../test/outbox';
import { useTestApp } from '../../../../test/test-app';
import { outboundEmails, siteSettings, stallApplications } from '../../db/schema';
import { RATE_LIMITED_MESSAGE } from '../../lib/public-write-limit';
import { STALLS_NOT_ACCEPTED_MESSAGE } from './routes';

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

  const valid = (eventId: string, overrides: object = {}) => ({
    eventId,
    businessName: 'Spice Route',
    contactPerson: 'Ravi Kumar',
    email: 'ravi@example.com',
    phone: '209-555-0123',
    businessType: 'Food',
    productsServices: 'Samosas, chai and sweets',
    specialRequirements: 'Power outlet',
    ...overrides,
  });

  const stallEvent = () => insertEvent(t.database, 10, { acceptStallApplications: true });

  it('stores the application (201), acknowledges the applicant and notifies the organisers', async () => {
    await t.database.db.insert(siteSettings).values({ id: 1, contactEmail: 'organisers@example.org' });
    const event = await stallEvent();
    const res = await post(valid(event.slug, { businessName: '  Spice Route  ', specialRequirements: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      eventId: event.id,
      businessName: 'Spice Route',
      specialRequirements: null,
    });
    const rows = await t.database.db
      .select()
      .from(stallApplications)
      .where(eq(stallApplications.eventId, event.id));
    expect(rows).toHaveLength(1);
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
    for (let i = 0; i < 10; i++) expect((await post(valid(event.id), '10.2.99.1')).statusCode).toBe(201);
    const limited = await post(valid(event.id), '10.2.99.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(RATE_LIMITED_MESSAGE);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
