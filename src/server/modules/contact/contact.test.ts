import { describe, expect, it } from 'vitest';
import { XHR_HEADERS } from '../../../../test/auth';
import { contactInput, insertSiteSettings } from '../../../../test/fixtures';
import { outboxMails } from '../../../../test/outbox';
import { useTestApp } from '../../../../test/test-app';
import { contactMessages, outboundEmails } from '../../db/schema';
import { rateLimitedMessage } from '../../lib/public-write-limit';

let ipCounter = 0;
const nextIp = () => `10.3.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe('POST /api/contact', () => {
  const t = useTestApp();

  const post = (payload: object, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload, headers: XHR_HEADERS, remoteAddress: ip });

  const valid = contactInput;

  it('stores the message (201) and mails it to the contact email from settings, Reply-To the sender', async () => {
    await insertSiteSettings(t.database, { contactEmail: 'hello@example.org' });
    const res = await post(valid({ message: '  I would love to help at the next festival.  ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subject: 'volunteer',
      message: 'I would love to help at the next festival.',
    });
    await t.app.mail.idle();
    const [mail] = await t.database.db.select().from(outboundEmails);
    expect(mail).toMatchObject({ kind: 'contact-copy', recipients: 'hello@example.org', status: 'sent' });
    expect(mail?.subject).toBe('Contact form: Volunteer Opportunities from Meera Shah');
    const [delivered] = await outboxMails(t.dataDir);
    expect(delivered?.replyTo).toEqual([{ name: 'Meera Shah', address: 'meera@example.com' }]);
    // Once sent, the stored copy keeps no body.
    expect(mail?.message).toEqual({});
  });

  it.each([
    [{ firstName: 'M' }, 'First name must be at least 2 characters'],
    [{ lastName: ' S ' }, 'Last name must be at least 2 characters'],
    [{ email: 'meera' }, 'Please enter a valid email address'],
    [{ subject: '' }, 'Please select a subject'],
    [{ subject: 'sales' }, 'Please select a subject'],
    [{ subject: undefined }, 'Please select a subject'],
    [{ message: 'Too short' }, 'Message must be at least 10 characters'],
    [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ])('refuses %j with 400 and "%s"', async (overrides, message) => {
    const res = await post(valid(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it.each(['event-inquiry', 'volunteer', 'membership', 'feedback', 'other'])(
    'accepts the subject %s',
    async (subject) => {
      expect((await post(valid({ subject }))).statusCode).toBe(201);
    },
  );

  it('silently accepts and drops a filled honeypot', async () => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const res = await post(valid({ website: 'x' }));
    expect(res.statusCode).toBe(201);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('refuses a body over 32 KB (413)', async () => {
    const res = await post({ ...valid(), message: 'x'.repeat(40_000) });
    expect(res.statusCode).toBe(413);
  });

  it('answers 429 with Retry-After after 10 a minute from one address', async () => {
    for (let i = 0; i < 10; i++) expect((await post(valid(), '10.3.99.1')).statusCode).toBe(201);
    const limited = await post(valid(), '10.3.99.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(rateLimitedMessage(Number(limited.headers['retry-after'])));
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
