import { describe, expect, it } from 'vitest';
import { XHR_HEADERS } from '../../../test/auth';
import { insertEvent } from '../../../test/fixtures';
import { outboxMails } from '../../../test/outbox';
import { useTestApp } from '../../../test/test-app';

const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

describe('links handed out without PUBLIC_URL', () => {
  const t = useTestApp({ PORT: '3123' });

  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { ...XHR_HEADERS, ...FORGED }, remoteAddress });

  it('mails confirmation and manage links on the started address, never on a forged Host', async () => {
    const event = await insertEvent(t.database, 10);
    const email = 'forged-host@example.com';
    const created = await post(
      '/api/registrations',
      { eventId: event.id, fullName: 'Asha Patel', email, guestCount: 1 },
      '10.9.0.1',
    );
    expect(created.statusCode).toBe(201);
    const link = await post('/api/registrations/manage-link', { eventId: event.id, email }, '10.9.0.2');
    expect(link.statusCode).toBe(202);
    await t.app.mail.idle();
    const mails = (await outboxMails(t.dataDir)).filter((m) => m.to?.[0]?.address === email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
      expect(mail.text).toContain(`http://localhost:3123/events/${event.slug}?manage=`);
    }
  });

  it('builds the sitemap, robots.txt and calendar feed on the started address', async () => {
    const event = await insertEvent(t.database, 12);
    for (const url of ['/sitemap.xml', '/robots.txt', `/api/events/${event.id}/calendar.ics`]) {
      const res = await t.app.inject({ url, headers: FORGED });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('evil.example');
      expect(res.body, url).toContain('http://localhost:3123/');
    }
  });
});
