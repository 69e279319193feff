import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin, XHR_HEADERS } from '../../../../test/auth';
import { outboxMails } from '../../../../test/outbox';
import { useTestApp } from '../../../../test/test-app';
import { registrations } from '../../db/schema';

// Registering for several dates of a series at once (docs/product-rules.md, "Series"): one registration per date,
// each confirmed or waitlisted on its own, through the sign-up's one statement; one mail with every ticket.

describe('POST /api/series/:id/registrations', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://events.example.org' });
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app));
  });
  const today = new Date().toISOString().slice(0, 10);
  const createSeries = async (title: string, capacity: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/series',
      headers,
      payload: {
        title,
        venue: 'Hall',
        address: '1 Main St',
        date: today,
        startTime: '18:00',
        durationMinutes: 60,
        capacity,
        recurrence: { freq: 'weekly', byWeekday: ['TU', 'TH'], count: 12 },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; slug: string; dates: { id: string; startsAt: string }[] };
  };
  const signUp = (seriesId: string, eventIds: string[], email: string, guestCount = 1, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/series/${seriesId}/registrations`,
      headers: XHR_HEADERS,
      payload: { eventIds, fullName: 'Meera Shah', email, guestCount, ...(language ? { language } : {}) },
    });

  it('confirms where places are left and waitlists where not, with one mail holding every ticket', async () => {
    const series = await createSeries('Yoga mornings', 2);
    const [a, b, c] = series.dates;
    if (!a || !b || !c) throw new Error('too few dates');
    // The second date is full already.
    const full = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: XHR_HEADERS,
      payload: { eventId: b.id, fullName: 'Early Bird', email: 'early@example.org', guestCount: 2 },
    });
    expect(full.statusCode).toBe(201);
    await t.app.mail.idle();
    const before = (await outboxMails(t.dataDir)).length;

    const res = await signUp(series.slug, [c.id, a.id, b.id], 'meera@example.org', 2);
    expect(res.statusCode, res.body).toBe(201);
    const registrations = res.json() as { eventId: string; status: string; ticketCode: string | null }[];
    expect(registrations.map((r) => [r.eventId, r.status])).toEqual([
      [a.id, 'confirmed'],
      [b.id, 'waitlisted'],
      [c.id, 'confirmed'],
    ]);
    const spots = (await t.app.inject(`/api/series/${series.id}`)).json().dates.slice(0, 3);
    expect(spots.map((d: { spotsLeft: number }) => d.spotsLeft)).toEqual([0, 0, 0]);

    await t.app.mail.idle();
    const mails = (await outboxMails(t.dataDir)).slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Registration received: Yoga mornings, 3 dates');
    expect(mail?.text).toContain('Status: Confirmed');
    expect(mail?.text).toContain('Status: On the waitlist (number 1)');
    const confirmed = registrations.filter((r) => r.status === 'confirmed');
    for (const r of confirmed) expect(mail?.text).toContain(`Ticket code: ${r.ticketCode}`);
    const pictures = mail?.attachments.filter((f) => f.mimeType === 'image/png') ?? [];
    expect(pictures).toHaveLength(2);
    expect(mail?.attachments.some((f) => f.mimeType.startsWith('text/calendar'))).toBe(true);
  });

  it("mails in the language of the page the sign-up came from (and stores it for each date's later mails)", async () => {
    const series = await createSeries('Kathak', 20);
    const [a] = series.dates;
    if (!a) throw new Error('no dates');
    await t.app.mail.idle();
    const before = (await outboxMails(t.dataDir)).length;
    const res = await signUp(series.id, [a.id], 'lucia@example.org', 1, 'es');
    expect(res.statusCode, res.body).toBe(201);
    await t.app.mail.idle();
    const [mail] = (await outboxMails(t.dataDir)).slice(before);
    expect(mail?.subject).toBe('Inscripción recibida: Kathak, 1 fecha');
    expect(mail?.text).toContain('Estado: Confirmada');
    // Stored with the registration: a promotion, a reminder or a change of the date will be in Spanish too.
    const [registration] = res.json() as { id: string }[];
    const [row] = await t.database.db
      .select({ language: registrations.language })
      .from(registrations)
      .where(eq(registrations.id, registration?.id ?? ''));
    expect(row?.language).toBe('es');
  });

  it("words the rule and the dates' times in the language a read asks for (?lang=)", async () => {
    const series = await createSeries('Tabla', 20);
    const hindi = (await t.app.inject(`/api/series/${series.slug}?lang=hi`)).json();
    expect(hindi.summary).toBe('हर मंगलवार और गुरुवार, शाम 6:00');
    expect(hindi.dates[0].time).toBe('शाम 6:00 - शाम 7:00');
    const english = (await t.app.inject(`/api/series/${series.slug}`)).json();
    expect(english.summary).toBe('Every Tuesday and Thursday, 6:00 PM');
    expect(english.dates[0].time).toBe('6:00 PM - 7:00 PM');
    const list = (await t.app.inject('/api/series?lang=es')).json() as { slug: string; summary: string }[];
    expect(list.find((s) => s.slug === series.slug)?.summary).toBe('Cada martes y jueves, 6:00 p.m.');
    expect((await t.app.inject('/api/series?lang=fr')).statusCode).toBe(400);
  });

  it('refuses a date already registered for, a date of another series, and no date at all', async () => {
    const series = await createSeries('Drum circle', 20);
    const other = await createSeries('Choir', 20);
    const [a, b] = series.dates;
    if (!a || !b) throw new Error('too few dates');
    expect((await signUp(series.id, [a.id], 'ravi@example.org')).statusCode).toBe(201);
    const again = await signUp(series.id, [b.id, a.id], 'RAVI@example.org');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^This email address is already registered for \w+day, /);
    const foreign = await signUp(series.id, [b.id, other.dates[0]?.id ?? ''], 'new@example.org');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('One or more of the chosen dates are not dates of this series');
    const none = await signUp(series.id, [], 'new@example.org');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose at least one date');
  });

  it('never gives one place twice when visitors sign up for the same dates at once', async () => {
    const series = await createSeries('Pottery', 1);
    const ids = series.dates.slice(0, 3).map((d) => d.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signUp(series.id, ids, `racer${i}@example.org`)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    for (const [i, id] of ids.entries()) {
      const statuses = answers.map((r) => (r.json() as { status: string }[])[i]?.status);
      expect(
        statuses.filter((s) => s === 'confirmed'),
        id,
      ).toHaveLength(1);
      expect(
        statuses.filter((s) => s === 'waitlisted'),
        id,
      ).toHaveLength(5);
    }
  });
});
