import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin, XHR_HEADERS } from '../../../../test/auth';
import { insertEvent, insertRegistration } from '../../../../test/fixtures';
import { outboxMails } from '../../../../test/outbox';
import { useTestApp } from '../../../../test/test-app';
import { checkIns, outboundEmails } from '../../db/schema';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';
import { eventMessageMailKey } from './repository';

// Messages to an event's registrants: who each audience reaches, one mail each (also with two instances
// sending), validation, history with delivery counts, and unsubscribing (page link and RFC 8058 one-click).

describe('messages to attendees', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://festival.example.org' });
  /** Another instance of the site on the same database. */
  const second = useTestApp({ PUBLIC_URL: 'https://festival.example.org' });

  /**
   * An event with two confirmed registrations (one checked in at the door, plus an undone check-in of the other),
   * one waitlisted and one cancelled.
   */
  async function setUp() {
    const event = await insertEvent(t.database, 10);
    const confirmedA = await insertRegistration(t.database, event.id, { email: 'ana@example.com' });
    const confirmedB = await insertRegistration(t.database, event.id, { email: 'Ben@Example.com' });
    const waitlisted = await insertRegistration(t.database, event.id, {
      email: 'wait@example.com',
      status: 'waitlisted',
      waitlistOrder: 1,
    });
    const cancelled = await insertRegistration(t.database, event.id, {
      email: 'gone@example.com',
      status: 'cancelled',
    });
    await t.database.db.insert(checkIns).values([
      { eventId: event.id, registrationId: confirmedA.id, people: 1 },
      { eventId: event.id, registrationId: confirmedB.id, people: 1, undoneAt: new Date() },
    ]);
    // Someone else's event: never reached.
    const other = await insertEvent(t.database, 10);
    await insertRegistration(t.database, other.id, { email: 'other@example.com' });
    return { event, confirmedA, confirmedB, waitlisted, cancelled };
  }

  async function send(eventId: string, payload: object, headers?: Record<string, string>) {
    const auth = headers ?? (await loginAsAdmin(t.app)).headers;
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${eventId}/messages`,
      headers: auth,
      payload,
    });
  }

  let s: Awaited<ReturnType<typeof setUp>>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    s = await setUp();
    headers = (await loginAsAdmin(t.app)).headers;
  });

  it.each([
    ['confirmed', ['ana@example.com', 'ben@example.com']],
    ['waitlisted', ['wait@example.com']],
    ['all', ['ana@example.com', 'ben@example.com', 'wait@example.com']],
    ['checked-in', ['ana@example.com']],
    // An undone check-in does not count.
    ['not-checked-in', ['ben@example.com']],
  ] as const)('audience %s: counts, then mails exactly the right people once', async (audience, expected) => {
    const count = await t.app.inject({
      url: `/api/admin/events/${s.event.id}/messages/recipients?audience=${audience}`,
      headers,
    });
    expect(count.statusCode).toBe(200);
    expect(count.json()).toEqual({ recipients: expected.length });

    const subject = `For ${audience} ${s.event.id}`;
    const res = await send(s.event.id, { subject, body: `Hello ${audience}`, audience }, headers);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ recipients: expected.length });
    const stored = await t.database.db
      .select({ to: outboundEmails.recipients })
      .from(outboundEmails)
      .where(eq(outboundEmails.subject, subject));
    expect(stored.map((r) => r.to.toLowerCase()).sort()).toEqual([...expected].sort());
  });

  it('sends each registrant the version in their language where one is written, English otherwise', async () => {
    const event = await insertEvent(t.database, 10);
    await insertRegistration(t.database, event.id, { email: 'asha@example.com', language: 'hi' });
    await insertRegistration(t.database, event.id, { email: 'lucia@example.com', language: 'es' });
    await insertRegistration(t.database, event.id, { email: 'sam@example.com' });
    const subject = `Parking ${event.id}`;
    const res = await send(
      event.id,
      {
        subject,
        body: 'Park behind the hall.',
        audience: 'confirmed',
        translations: { hi: { subject: 'पार्किंग', body: 'हॉल के पीछे पार्क करें।' }, es: { subject: '' } },
      },
      headers,
    );
    expect(res.statusCode, res.body).toBe(202);
    const stored = await t.database.db
      .select({
        to: outboundEmails.recipients,
        subject: outboundEmails.subject,
        message: outboundEmails.message,
      })
      .from(outboundEmails)
      .where(eq(outboundEmails.kind, 'event-message'));
    const to = (address: string) => stored.find((mail) => mail.to === address);
    expect(to('asha@example.com')?.subject).toBe('पार्किंग');
    expect(JSON.stringify(to('asha@example.com')?.message)).toContain('हॉल के पीछे पार्क करें।');
    expect(JSON.stringify(to('asha@example.com')?.message)).toContain('आपको यह इसलिए मिला है');
    // Spanish left empty: the English message, in English throughout.
    expect(to('lucia@example.com')?.subject).toBe(subject);
    expect(JSON.stringify(to('lucia@example.com')?.message)).toContain('You receive this because');
    expect(to('sam@example.com')?.subject).toBe(subject);

    const twoLines = await send(
      event.id,
      { subject, body: 'x', audience: 'confirmed', translations: { hi: { subject: 'एक\nदो' } } },
      headers,
    );
    expect(twoLines.statusCode).toBe(400);
    expect(twoLines.json().message).toBe('Subject must be on one line');
    const unknown = await send(
      event.id,
      { subject, body: 'x', audience: 'confirmed', translations: { fr: { subject: 'Bonjour' } } },
      headers,
    );
    expect(unknown.statusCode).toBe(400);
  });

  it('audience selected: only the chosen registrations of this event, never a cancelled one; ids required', async () => {
    const other = await insertEvent(t.database, 10);
    const elsewhere = await insertRegistration(t.database, other.id, { email: 'elsewhere@example.com' });
    const subject = `Chosen ${s.event.id}`;
    const res = await send(
      s.event.id,
      {
        subject,
        body: 'Only you three',
        audience: 'selected',
        registrationIds: [s.confirmedB.id, s.waitlisted.id, s.cancelled.id, elsewhere.id],
      },
      headers,
    );
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ recipients: 2 });
    const stored = await t.database.db
      .select({ to: outboundEmails.recipients })
      .from(outboundEmails)
      .where(eq(outboundEmails.subject, subject));
    expect(stored.map((r) => r.to.toLowerCase()).sort()).toEqual(['ben@example.com', 'wait@example.com']);

    for (const payload of [
      { subject, body: 'x', audience: 'selected' },
      { subject, body: 'x', audience: 'selected', registrationIds: [] },
      { subject, body: 'x', audience: 'all', registrationIds: [s.confirmedA.id] },
    ]) {
      const refused = await send(s.event.id, payload, headers);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.body).toContain('registrationIds');
    }
    const count = await t.app.inject({
      url: `/api/admin/events/${s.event.id}/messages/recipients?audience=selected`,
      headers,
    });
    expect(count.statusCode).toBe(400);
  });

  it('sends each mail once even when two instances send the queue at the same moment', async () => {
    const subject = `Parking ${s.event.id}`;
    const res = await send(
      s.event.id,
      { subject, body: 'Park behind the hall: https://maps.example.org/lot <b>now</b>', audience: 'all' },
      headers,
    );
    expect(res.json()).toEqual({ recipients: 3 });
    await Promise.all([t.app.mail.deliverDue(), second.app.mail.deliverDue(), t.app.mail.idle()]);
    const mails = [...(await outboxMails(t.dataDir)), ...(await outboxMails(second.dataDir))].filter(
      (m) => m.subject === subject,
    );
    expect(mails.map((m) => m.to?.[0]?.address?.toLowerCase()).sort()).toEqual([
      'ana@example.com',
      'ben@example.com',
      'wait@example.com',
    ]);
    const mail = mails[0];
    // Plain text and HTML: the link clickable, what the admin typed escaped, an unsubscribe link in both.
    expect(mail?.text).toContain('Park behind the hall: https://maps.example.org/lot <b>now</b>');
    expect(mail?.html).toMatch(
      /<a href="https:\/\/maps\.example\.org\/lot"[^>]*>https:\/\/maps\.example\.org\/lot<\/a>/,
    );
    expect(mail?.html).toContain('&lt;b&gt;now&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>');
    const listUnsubscribe = mail?.headers.find((h) => h.key === 'list-unsubscribe')?.value;
    expect(listUnsubscribe).toMatch(/^<https:\/\/festival\.example\.org\/api\/unsubscribe\?e=.+>$/);
    expect(mail?.headers.find((h) => h.key === 'list-unsubscribe-post')?.value).toBe(
      'List-Unsubscribe=One-Click',
    );
    expect(mail?.text).toMatch(/https:\/\/festival\.example\.org\/unsubscribe\?e=/);

    // Storing a message's mails again (a retried store) adds none: one key per message and registration.
    const [row] = await t.database.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.subject, subject))
      .limit(1);
    if (!row?.eventMessageId || !row.dedupeKey) throw new Error('stored mail without its message');
    await createOutboundEmailsRepository(t.database.db).insertAll([
      {
        kind: 'event-message',
        recipients: row.recipients,
        subject,
        message: { to: 'y', subject, text: '' },
        status: 'pending',
        lastError: null,
        dedupeKey: row.dedupeKey,
      },
    ]);
    expect(
      await t.database.db.select().from(outboundEmails).where(eq(outboundEmails.subject, subject)),
    ).toHaveLength(3);
    expect(row.dedupeKey).toMatch(new RegExp(`^${eventMessageMailKey(row.eventMessageId, '')}`));

    // The history: what was sent, to whom, by whom, and how many were delivered.
    const history = await t.app.inject({ url: `/api/admin/events/${s.event.id}/messages`, headers });
    expect(history.statusCode).toBe(200);
    const entry = history.json().find((m: { subject: string }) => m.subject === subject);
    expect(entry).toMatchObject({
      audience: 'all',
      recipients: 3,
      delivered: 3,
      failed: 0,
      sentBy: 'test-admin',
    });
    expect(Date.parse(entry.sentAt)).not.toBeNaN();
  });

  it('refuses bad input with the field and rule, storing nothing', async () => {
    const before = (await t.database.db.select().from(outboundEmails)).length;
    const cases = [
      [{ subject: '', body: 'x', audience: 'all' }, 'subject', 'Subject is required'],
      [
        { subject: 'a'.repeat(151), body: 'x', audience: 'all' },
        'subject',
        'Subject must be at most 150 characters',
      ],
      [
        { subject: 'Hi\r\nBcc: victim@example.com', body: 'x', audience: 'all' },
        'subject',
        'Subject must be on one line',
      ],
      [{ subject: 'Hi', body: '  ', audience: 'all' }, 'body', 'Message text is required'],
      [
        { subject: 'Hi', body: 'a'.repeat(5001), audience: 'all' },
        'body',
        'Message text must be at most 5000 characters',
      ],
      [{ subject: 'Hi', body: 'x', audience: 'everyone' }, 'audience', 'Audience must be one of'],
      [{ subject: 'Hi', body: 'x' }, 'audience', 'Audience must be one of'],
    ] as const;
    for (const [payload, path, message] of cases) {
      const res = await send(s.event.id, payload, headers);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const error = res.json();
      expect(error.message).toContain(message);
      expect(error.errors?.[0]?.path).toBe(path);
    }
    const count = await t.app.inject({
      url: `/api/admin/events/${s.event.id}/messages/recipients?audience=nobody`,
      headers,
    });
    expect(count.statusCode).toBe(400);
    expect((await t.database.db.select().from(outboundEmails)).length).toBe(before);
    // Unknown event, and no admin session.
    expect(
      (
        await send(
          '00000000-0000-4000-8000-000000000000',
          { subject: 'a', body: 'b', audience: 'all' },
          headers,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/events/${s.event.id}/messages`,
          headers: XHR_HEADERS,
          payload: { subject: 'a', body: 'b', audience: 'all' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('unsubscribes with one click (RFC 8058) or from the page: no more messages for that event only', async () => {
    const subject = `Before ${s.event.id}`;
    await send(s.event.id, { subject, body: 'First', audience: 'confirmed' }, headers);
    await t.app.mail.idle();
    const mail = (await outboxMails(t.dataDir)).find(
      (m) => m.subject === subject && m.to?.[0]?.address === 'ana@example.com',
    );
    const oneClick = mail?.headers.find((h) => h.key === 'list-unsubscribe')?.value.slice(1, -1) ?? '';
    const path = oneClick.replace('https://festival.example.org', '');

    // The page's GET only tells; nothing changes.
    const look = await t.app.inject({ url: path });
    expect(look.statusCode).toBe(200);
    expect(look.json()).toEqual({ eventTitle: s.event.title, email: 'a…@example.com', unsubscribed: false });
    expect(await countFor(s.event.id, 'confirmed')).toBe(2);

    // A mail app's one-click POST: a form body, no site headers.
    const post = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toMatchObject({ unsubscribed: true });
    expect(await countFor(s.event.id, 'confirmed')).toBe(1);
    const after = await send(
      s.event.id,
      { subject: `After ${s.event.id}`, body: 'Second', audience: 'all' },
      headers,
    );
    expect(after.json()).toEqual({ recipients: 2 });
    const afterMails = await t.database.db
      .select({ to: outboundEmails.recipients })
      .from(outboundEmails)
      .where(eq(outboundEmails.subject, `After ${s.event.id}`));
    expect(afterMails.map((m) => m.to)).not.toContain('ana@example.com');

    // From the page's button (the site's headers), and twice: still fine.
    const again = await t.app.inject({ method: 'POST', url: path, headers: XHR_HEADERS });
    expect(again.json()).toMatchObject({ unsubscribed: true });

    // A tampered link does nothing.
    const forged = path.replace(/a=[^&]+/, `a=${Buffer.from('ben@example.com').toString('base64url')}`);
    expect((await t.app.inject({ method: 'POST', url: forged, headers: XHR_HEADERS })).statusCode).toBe(404);
    expect(await countFor(s.event.id, 'confirmed')).toBe(1);
  });

  async function countFor(eventId: string, audience: string): Promise<number> {
    const res = await t.app.inject({
      url: `/api/admin/events/${eventId}/messages/recipients?audience=${audience}`,
      headers,
    });
    return res.json().recipients;
  }
});
