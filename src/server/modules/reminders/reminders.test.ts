import { mapSearchUrl } from '@shared/map-link';
import { MANAGE_TOKEN_HEADER } from '@shared/schemas/registrations';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { XHR_HEADERS } from '../../../../test/auth';
import { insertEvent, insertRegistration } from '../../../../test/fixtures';
import { outboxMails } from '../../../../test/outbox';
import { decodeQr } from '../../../../test/qr';
import { useTestApp } from '../../../../test/test-app';
import { getTestDatabase } from '../../../../test/test-database';
import { outboundEmails, registrations } from '../../db/schema';

// Event reminders: the schedule (due, not yet, registered late, cancelled / draft / started events, turned off),
// exactly once (two instances sweeping together, a restart in between), and the mail itself. The clock is
// driven: `app.reminders.run(now)` with the moment to look at.

const HOUR = 3_600_000;

describe('event reminders', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://festival.example.org' });
  /** Another instance of the site on the same database. */
  const second = useTestApp({ PUBLIC_URL: 'https://festival.example.org' });

  const remindersTo = async (ids: string[]) =>
    ids.length === 0
      ? []
      : t.database.db
          .select({ key: outboundEmails.dedupeKey, to: outboundEmails.recipients })
          .from(outboundEmails)
          .where(and(eq(outboundEmails.kind, 'event-reminder'), inArray(outboundEmails.recipients, ids)));

  /** An event `startsInHours` ahead (24 h reminders unless told) and its registrations, made well before. */
  async function eventWithPeople(startsInHours: number, overrides: Parameters<typeof insertEvent>[2] = {}) {
    const event = await insertEvent(t.database, 0, {
      startsAt: new Date(Date.now() + startsInHours * HOUR),
      timeKnown: true,
      ...overrides,
    });
    const made = new Date(Date.now() - 72 * HOUR);
    const confirmed = await insertRegistration(t.database, event.id, { createdAt: made });
    const waitlisted = await insertRegistration(t.database, event.id, {
      createdAt: made,
      status: 'waitlisted',
      waitlistOrder: 1,
    });
    const cancelled = await insertRegistration(t.database, event.id, {
      createdAt: made,
      status: 'cancelled',
    });
    return {
      event,
      confirmed,
      waitlisted,
      cancelled,
      emails: [confirmed.email, waitlisted.email, cancelled.email],
    };
  }

  it('sends one reminder to each confirmed registrant once its time has come, never before, never twice', async () => {
    const { event, confirmed, emails } = await eventWithPeople(240);
    const start = event.startsAt.getTime();
    await t.app.reminders.run(new Date(start - 25 * HOUR));
    expect(await remindersTo(emails)).toEqual([]);
    await t.app.reminders.run(new Date(start - 23 * HOUR));
    expect(await remindersTo(emails)).toEqual([{ key: `reminder:${confirmed.id}`, to: confirmed.email }]);
    await t.app.reminders.run(new Date(start - 22 * HOUR));
    await t.app.reminders.run(new Date(start - 1 * HOUR));
    expect(await remindersTo(emails)).toHaveLength(1);
  });

  it('sends none to people who registered after the reminder time', async () => {
    const event = await insertEvent(t.database, 0, {
      startsAt: new Date(Date.now() + 240 * HOUR),
      timeKnown: true,
    });
    const start = event.startsAt.getTime();
    const early = await insertRegistration(t.database, event.id, { createdAt: new Date(start - 30 * HOUR) });
    const late = await insertRegistration(t.database, event.id, { createdAt: new Date(start - 20 * HOUR) });
    await t.app.reminders.run(new Date(start - 19 * HOUR));
    expect((await remindersTo([early.email, late.email])).map((r) => r.to)).toEqual([early.email]);
  });

  it('sends none for cancelled, draft or started events, or with reminders turned off', async () => {
    const cancelled = await eventWithPeople(240, { status: 'cancelled' });
    const draft = await eventWithPeople(240, { published: false });
    const off = await eventWithPeople(240, { reminderHoursBefore: null });
    const at = new Date(cancelled.event.startsAt.getTime() - 2 * HOUR);
    await t.app.reminders.run(at);
    // Due while nothing swept it, but the event has started by now: too late for a reminder.
    const started = await eventWithPeople(240);
    await t.app.reminders.run(new Date(started.event.startsAt.getTime() + 1 * HOUR));
    for (const group of [cancelled, draft, off, started]) expect(await remindersTo(group.emails)).toEqual([]);
  });

  it('follows a changed reminder setting', async () => {
    const { event, confirmed, emails } = await eventWithPeople(240, { reminderHoursBefore: 2 });
    const start = event.startsAt.getTime();
    await t.app.reminders.run(new Date(start - 3 * HOUR));
    expect(await remindersTo(emails)).toEqual([]);
    await t.app.reminders.run(new Date(start - 2 * HOUR));
    expect((await remindersTo(emails)).map((r) => r.to)).toEqual([confirmed.email]);
  });

  it('stores each reminder once when two instances sweep at the same moment', async () => {
    const event = await insertEvent(t.database, 0, {
      startsAt: new Date(Date.now() + 240 * HOUR),
      timeKnown: true,
    });
    const made = new Date(Date.now() - 72 * HOUR);
    const people = await Promise.all(
      Array.from({ length: 60 }, () => insertRegistration(t.database, event.id, { createdAt: made })),
    );
    const at = new Date(event.startsAt.getTime() - 12 * HOUR);
    const [a, b] = await Promise.all([t.app.reminders.run(at), second.app.reminders.run(at)]);
    expect(a + b).toBe(60);
    const stored = await remindersTo(people.map((p) => p.email));
    expect(stored).toHaveLength(60);
    expect(new Set(stored.map((r) => r.to)).size).toBe(60);
  });

  it('mails date, time, venue with a map link, the ticket as a QR code, and an "I can\'t make it" link that never cancels by itself', async () => {
    const { event, confirmed, waitlisted } = await eventWithPeople(240, {
      venue: 'Community Hall',
      address: '950 East St, Tracy, CA',
      capacity: 1,
      confirmedPeople: 1,
    });
    await t.app.reminders.run(new Date(event.startsAt.getTime() - 20 * HOUR));
    // Either instance's mailer may send it (the second is still sending the previous test's reminders).
    await Promise.all([t.app.mail.idle(), second.app.mail.idle()]);
    const delivered = [...(await outboxMails(t.dataDir)), ...(await outboxMails(second.dataDir))];
    const mail = delivered.find((m) => m.to?.[0]?.address === confirmed.email);
    if (!mail) throw new Error('no reminder delivered');
    expect(mail.subject).toBe(`Reminder: ${event.title}`);
    expect(mail.text).toContain('Venue: Community Hall');
    expect(mail.text).toContain('Address: 950 East St, Tracy, CA');
    expect(mail.text).toMatch(/^Date: .+$/m);
    expect(mail.text).toMatch(/^Time: .+$/m);
    expect(mail.text).toContain(mapSearchUrl('950 East St, Tracy, CA'));
    expect(mail.html).toContain('cid:ticket-qr');
    const qr = mail.attachments.find((a) => a.mimeType === 'image/png');
    expect(await decodeQr(Buffer.from(qr?.content as ArrayBuffer))).toBe(confirmed.ticketCode);

    const link = mail.text?.match(/https:\/\/festival\.example\.org\/events\/\S+intent=cancel/)?.[0];
    if (!link) throw new Error('no cancel link');
    const url = new URL(link);
    expect(url.pathname).toBe(`/events/${event.slug}`);
    const [id, token] = (url.searchParams.get('manage') ?? '').split('.');
    expect(id).toBe(confirmed.id);
    // Opening it (the page loads the registration with the token) changes nothing.
    const look = await t.app.inject({
      url: `/api/registrations/${id}`,
      headers: { [MANAGE_TOKEN_HEADER]: token ?? '' },
    });
    expect(look.statusCode).toBe(200);
    expect(look.json().status).toBe('confirmed');
    // Confirming cancels, and the freed place goes to the waitlist.
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/registrations/${id}`,
      headers: { ...XHR_HEADERS, [MANAGE_TOKEN_HEADER]: token ?? '' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().status).toBe('cancelled');
    const [promoted] = await t.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, waitlisted.id));
    expect(promoted?.status).toBe('confirmed');
  });
});

describe('event reminders after a restart', () => {
  // Due 22 hours ago (the event starts in 2 hours, reminders 24 hours before), while no server was running; then
  // two instances start at once, each sweeping at start-up.
  const due = { registrationId: '', email: '' };
  beforeAll(async () => {
    const database = await getTestDatabase();
    const event = await insertEvent(database, 0, {
      startsAt: new Date(Date.now() + 2 * HOUR),
      timeKnown: true,
    });
    const made = new Date(Date.now() - 72 * HOUR);
    const registration = await insertRegistration(database, event.id, { createdAt: made });
    Object.assign(due, { registrationId: registration.id, email: registration.email });
  });
  const first = useTestApp({ PUBLIC_URL: 'https://festival.example.org' }, { reminderSweep: true });
  const other = useTestApp({ PUBLIC_URL: 'https://festival.example.org' }, { reminderSweep: true });

  it('sends a reminder that fell due while the server was down when it starts again, once', async () => {
    // run() waits for the start-up sweep under way, then finds nothing left to do.
    expect(await first.app.reminders.run()).toBe(0);
    expect(await other.app.reminders.run()).toBe(0);
    const stored = await first.database.db
      .select({ key: outboundEmails.dedupeKey })
      .from(outboundEmails)
      .where(and(eq(outboundEmails.kind, 'event-reminder'), eq(outboundEmails.recipients, due.email)));
    expect(stored).toEqual([{ key: `reminder:${due.registrationId}` }]);
  });
});
