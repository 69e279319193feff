import { formatDateTime } from '@shared/dates';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { parseCsv } from '../../../../test/csv';
import { insertEvent } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';
import { auditLog, registrations } from '../../db/schema';
import { escapeCsvCell } from '../../lib/csv';
import { REGISTRATION_COLUMNS } from './admin-csv';

const activities = [
  {
    category: 'Dance',
    instructions: 'Which style?',
    options: [
      { id: 'opt_1_garba', name: 'Garba' },
      { id: 'opt_2_bhangra', name: 'Bhangra' },
    ],
  },
  { category: 'Food', options: [{ id: 'opt_3_chaat', name: 'Chaat stall' }] },
];

describe('escapeCsvCell', () => {
  it.each(['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '\nx', '\0x'])(
    'prefixes %j with an apostrophe',
    (v) => {
      expect(escapeCsvCell(v)).toBe(`'${v}`);
    },
  );
  it('leaves ordinary text alone', () => {
    expect(escapeCsvCell('Asha Patel')).toBe('Asha Patel');
    expect(escapeCsvCell('')).toBe('');
  });
});

describe('admin registrations', () => {
  const t = useTestApp();
  let headers: Record<string, string>;
  let eventId: string;
  let otherEventId: string;
  let ids: string[];
  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app));
    const event = await insertEvent(t.database, 5, { activities, title: 'Navratri' });
    const other = await insertEvent(t.database, 9);
    eventId = event.id;
    otherEventId = other.id;
    const rows = await t.database.db
      .insert(registrations)
      .values([
        {
          eventId,
          fullName: 'Asha Patel',
          email: 'asha@example.org',
          phone: '+1 209 555 0100',
          guestCount: 3,
          selectedActivities: ['opt_1_garba', 'opt_3_chaat', 'opt_gone'],
          activityResponses: [
            { category: 'Dance', response: 'Garba, "traditional"' },
            { category: 'Old category', response: 'kept' },
          ],
          notes: 'Vegetarian',
          createdAt: sql`now() - interval '3 days'`,
        },
        {
          eventId,
          fullName: '=HYPERLINK("http://evil.example","click")',
          email: 'mallory@example.org',
          guestCount: 1,
          notes: '@SUM(A1:A2)',
          createdAt: sql`now() - interval '1 day'`,
        },
        {
          eventId,
          fullName: 'Today Person',
          email: 'today@example.org',
          guestCount: 2,
          status: 'waitlisted',
          waitlistOrder: 1,
        },
        { eventId: otherEventId, fullName: 'Elsewhere', email: 'e@example.org', guestCount: 4 },
      ])
      .returning();
    ids = rows.map((r) => r.id);
  });

  it('lists one event’s registrations, newest first, with activity names', async () => {
    const res = await t.app.inject({ url: `/api/admin/events/${eventId}/registrations`, headers });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((r: { fullName: string }) => r.fullName)).toEqual([
      'Today Person',
      '=HYPERLINK("http://evil.example","click")',
      'Asha Patel',
    ]);
    expect(list[2]).toMatchObject({
      email: 'asha@example.org',
      guestCount: 3,
      activityNames: ['Garba', 'Chaat stall'],
      adminComment: null,
      status: 'confirmed',
      waitlistPosition: null,
    });
    expect(list[0]).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    expect(list[2]).not.toHaveProperty('manageTokenHash');
    expect((await t.app.inject({ url: '/api/admin/events/nope/registrations', headers })).statusCode).toBe(
      404,
    );
  });

  it('answers stats over all registrations and for one event; today counts in the site time zone', async () => {
    const all = await t.app.inject({ url: '/api/admin/registrations/stats', headers });
    expect(all.json()).toEqual({ totalRegistrations: 4, totalGuests: 10, todayRegistrations: 2 });
    const one = await t.app.inject({ url: `/api/admin/registrations/stats?eventId=${eventId}`, headers });
    expect(one.json()).toEqual({ totalRegistrations: 3, totalGuests: 6, todayRegistrations: 1 });
    expect((await t.app.inject({ url: '/api/admin/registrations/stats?x=1', headers })).statusCode).toBe(400);
  });

  it('sets and clears the admin comment (audited), validating it', async () => {
    const url = `/api/admin/registrations/${ids[0]}/comment`;
    const res = await t.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { adminComment: 'Called back' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids[0], adminComment: 'Called back' });
    const cleared = await t.app.inject({ method: 'PATCH', url, headers, payload: { adminComment: '' } });
    expect(cleared.json().adminComment).toBeNull();
    await t.app.inject({ method: 'PATCH', url, headers, payload: { adminComment: 'Called back' } });
    const tooLong = await t.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { adminComment: 'x'.repeat(5001) },
    });
    expect(tooLong.statusCode).toBe(400);
    const extra = await t.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { adminComment: 'a', eventId },
    });
    expect(extra.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/registrations/00000000-0000-4000-8000-000000000000/comment',
      headers,
      payload: { adminComment: 'x' },
    });
    expect(missing.json()).toEqual({ message: 'Registration not found' });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, ids[0] ?? ''));
    expect(entries.length).toBeGreaterThanOrEqual(2);
  });

  it('exports a quoted, BOM-prefixed CSV with names, responses by category and formula cells escaped', async () => {
    const res = await t.app.inject({ url: `/api/admin/events/${eventId}/registrations/export`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="registrations-${eventId}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.subarray(3).toString('utf8');
    // Every field quoted, the empty ones too.
    for (const line of text.trimEnd().split('\r\n'))
      expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      ...REGISTRATION_COLUMNS.party,
      'Dance (response)',
      'Food (response)',
      ...REGISTRATION_COLUMNS.record,
    ]);
    expect(rows).toHaveLength(4);
    const [asha, mallory] = [rows[1] ?? [], rows[2] ?? []];
    expect(asha.slice(0, 10)).toEqual([
      'Asha Patel',
      'asha@example.org',
      "'+1 209 555 0100",
      '3',
      'Garba; Chaat stall',
      'Garba, "traditional"',
      '',
      'Old category: kept',
      'Vegetarian',
      'Called back',
    ]);
    const [stored] = await t.database.db
      .select({ createdAt: registrations.createdAt })
      .from(registrations)
      .where(eq(registrations.email, 'asha@example.org'));
    expect(asha.slice(10, 12)).toEqual(['confirmed', '']);
    expect(rows[3]?.slice(10, 12)).toEqual(['waitlisted', '1']);
    expect(asha[12]).toBe(formatDateTime(stored?.createdAt as Date, t.app.config.siteTimezone));
    expect(asha.slice(13)).toEqual(['0', '']);
    expect(mallory[0]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(mallory[8]).toBe("'@SUM(A1:A2)");
    expect(
      (await t.app.inject({ url: '/api/admin/events/nope/registrations/export', headers })).statusCode,
    ).toBe(404);
  });

  it('streams a large export in order without repeating rows', async () => {
    const big = await insertEvent(t.database, 20);
    const values = Array.from({ length: 2500 }, (_, i) => ({
      eventId: big.id,
      fullName: `Person ${i}`,
      email: `p${i}@example.org`,
    }));
    for (let i = 0; i < values.length; i += 500)
      await t.database.db.insert(registrations).values(values.slice(i, i + 500));
    const res = await t.app.inject({ url: `/api/admin/events/${big.id}/registrations/export`, headers });
    const rows = parseCsv(res.rawPayload.subarray(3).toString('utf8')).slice(1);
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((r) => r[1])).size).toBe(2500);
  });

  it('deletes a registration (204, audited) and answers 404 after', async () => {
    const url = `/api/admin/registrations/${ids[1]}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, ids[1] ?? ''));
    expect(entry).toMatchObject({ action: 'delete', entity: 'registration' });
  });
});
