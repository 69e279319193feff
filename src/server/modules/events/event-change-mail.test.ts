import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { insertEvent, postSignUp } from '../../../../test/fixtures';
import { outboxMails } from '../../../../test/outbox';
import { useTestApp } from '../../../../test/test-app';

// A change of time or place reaches the registrants when the admin asks (docs/product-rules.md, "Events").

const icsOf = (content: string | ArrayBuffer | Uint8Array | undefined) => {
  const text = typeof content === 'string' ? content : new TextDecoder().decode(content);
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return {
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    location: vevent.getFirstPropertyValue('location'),
    start: (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
  };
};

describe('telling registrants of a new time or place', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://events.example.org' });
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app));
  });

  const base = (event: { title: string; venue: string; address: string }) => ({
    title: event.title,
    venue: event.venue,
    address: event.address,
  });
  const register = (eventId: string, fullName: string, email: string) =>
    postSignUp(t.app, eventId, { fullName, guestCount: 1 }, email);
  const mailsTo = async (email: string) =>
    (await outboxMails(t.dataDir)).filter(
      (m) => m.to?.[0]?.address === email && m.subject?.startsWith('Changed:'),
    );

  it('mails each live registrant once, old → new, with the calendar file moved (SEQUENCE raised, same UID)', async () => {
    const event = await insertEvent(t.database, 30, { timeKnown: true });
    expect((await register(event.id, 'Asha Patel', 'asha@example.org')).statusCode).toBe(201);
    const gone = (await register(event.id, 'Ravi Kumar', 'ravi@example.org')).json();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/registrations/${gone.id}/status`,
      headers,
      payload: { status: 'cancelled' },
    });
    const before = await t.app.inject({ url: `/api/events/${event.id}/calendar.ics` });
    const oldIcs = icsOf(before.body);

    const newStart = new Date(Math.floor(event.startsAt.getTime() / 60_000) * 60_000 + 2 * 3600_000);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      headers,
      payload: {
        ...base(event),
        startsAt: newStart.toISOString(),
        venue: 'Lincoln Park',
        notifyRegistrants: true,
      },
    });
    expect(res.statusCode).toBe(200);
    await t.app.mail.idle();

    const [mail, ...more] = await mailsTo('asha@example.org');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Changed: ${event.title}`);
    expect(mail?.text).toContain(`Venue: Community Hall → Lincoln Park`);
    expect(mail?.text).toMatch(/Time: .+ → .+/);
    expect(await mailsTo('ravi@example.org')).toHaveLength(0);

    const attached = mail?.attachments.find((a) => a.mimeType === 'text/calendar');
    const newIcs = icsOf(attached?.content);
    expect(newIcs.uid).toBe(oldIcs.uid);
    expect(newIcs.sequence).toBeGreaterThan(oldIcs.sequence);
    expect(newIcs.location).toContain('Lincoln Park');
    expect(newIcs.start.toISOString()).toBe(newStart.toISOString());
    // The event's own calendar file and the feed agree with the mail.
    const after = icsOf((await t.app.inject({ url: `/api/events/${event.id}/calendar.ics` })).body);
    expect(after).toEqual(newIcs);
  });

  it('mails nobody when not asked, or when neither time nor place changed', async () => {
    const event = await insertEvent(t.database, 31, { timeKnown: true });
    expect((await register(event.id, 'Meena Shah', 'meena@example.org')).statusCode).toBe(201);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/events/${event.id}`, headers, payload });
    // Not asked (the contract before notifyRegistrants): saved, nobody told.
    const quiet = await put({ ...base(event), startsAt: event.startsAt.toISOString(), venue: 'Town Hall' });
    expect(quiet.statusCode).toBe(200);
    expect(quiet.json().venue).toBe('Town Hall');
    // Asked, but only the description changed.
    const textOnly = await put({
      ...base(event),
      venue: 'Town Hall',
      startsAt: event.startsAt.toISOString(),
      description: 'Now with chai.',
      notifyRegistrants: true,
    });
    expect(textOnly.statusCode).toBe(200);
    await t.app.mail.idle();
    expect(await mailsTo('meena@example.org')).toHaveLength(0);
  });
});
