import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAsAdmin, XHR_HEADERS } from '../../../../test/auth';
import { insertEvent, registrationInput, stallApplicationInput } from '../../../../test/fixtures';
import { testSmtpServer } from '../../../../test/smtp-server';
import { useTestAppWithSmtp } from '../../../../test/test-app';
import { outboundEmails } from '../../db/schema';
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_HOUR } from './acknowledgement-limit';

// No spam relay: a public form's acknowledgements reach one address at most 3 times an hour, from any network.

let ip = 0;
const nextIp = () => `10.77.${Math.floor(++ip / 200)}.${ip % 200}`;

describe('acknowledgements per recipient address', () => {
  const smtp = testSmtpServer();
  const t = useTestAppWithSmtp(smtp, {
    PUBLIC_URL: 'https://events.example.org',
  });

  const register = (eventId: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: XHR_HEADERS,
      remoteAddress: nextIp(),
      payload: registrationInput(eventId, { fullName: 'Victim', email, guestCount: 1 }),
    });

  it('sends the first 3 in an hour; the 4th form still succeeds (201), its mail is held and shown to the admin', async () => {
    expect(ACKNOWLEDGEMENTS_PER_ADDRESS_PER_HOUR).toBe(3);
    const events = await Promise.all([1, 2, 3, 4].map((i) => insertEvent(t.database, 10 + i)));
    // Different networks, different events, one victim address (in changing case).
    for (const [i, event] of events.entries()) {
      const res = await register(event.id, i % 2 ? 'Victim@Example.com' : 'victim@example.com');
      expect(res.statusCode).toBe(201);
    }
    const stall = await insertEvent(t.database, 20, { acceptStallApplications: true });
    const application = await t.app.inject({
      method: 'POST',
      url: '/api/stall-applications',
      headers: XHR_HEADERS,
      remoteAddress: nextIp(),
      payload: stallApplicationInput(stall.id, {
        businessName: 'Spam Co',
        contactPerson: 'Victim',
        email: 'victim@example.com',
      }),
    });
    expect(application.statusCode).toBe(201);
    await t.app.mail.idle();

    const delivered = smtp.received.filter((m) =>
      m.to.some((to) => to.toLowerCase() === 'victim@example.com'),
    );
    expect(delivered).toHaveLength(3);
    const held = await t.database.db.select().from(outboundEmails).where(eq(outboundEmails.status, 'held'));
    expect(held.map((m) => m.kind).sort()).toEqual(['registration-confirmation', 'stall-acknowledgement']);
    // The organisers' notice of the application is not an acknowledgement: it went out.
    const { contactEmail } = (await t.app.inject('/api/settings')).json() as { contactEmail: string };
    expect(smtp.received.some((m) => m.to.includes(contactEmail) && m.raw.includes('Spam Co'))).toBe(true);

    const { headers } = await loginAsAdmin(t.app);
    const listed = (await t.app.inject({ url: '/api/admin/mail/failed', headers })).json() as Array<{
      status: string;
      recipients: string;
      lastError: string;
    }>;
    const shown = listed.filter((m) => m.status === 'held');
    expect(shown).toHaveLength(2);
    expect(shown[0]?.lastError).toMatch(/^Held back: more than 3 acknowledgement mails to this address/);
  });

  it('counts only mails sent: a refused duplicate registration uses none of the address’s 3', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map((i) => insertEvent(t.database, 30 + i)));
    if (!a || !b || !c) throw new Error('events missing');
    expect((await register(a.id, 'twice@example.com')).statusCode).toBe(201);
    expect((await register(a.id, 'twice@example.com')).statusCode).toBe(409);
    expect((await register(b.id, 'twice@example.com')).statusCode).toBe(201);
    expect((await register(c.id, 'twice@example.com')).statusCode).toBe(201);
    await t.app.mail.idle();
    expect(smtp.received.filter((m) => m.to.includes('twice@example.com'))).toHaveLength(3);
    const held = await t.database.db
      .select()
      .from(outboundEmails)
      .where(and(eq(outboundEmails.status, 'held'), eq(outboundEmails.recipients, 'twice@example.com')));
    expect(held).toHaveLength(0);
  });
});
