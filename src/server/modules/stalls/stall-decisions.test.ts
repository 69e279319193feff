import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { parseCsv } from '../../../../test/csv';
import { insertEvent, insertSiteSettings } from '../../../../test/fixtures';
import { outboxMails } from '../../../../test/outbox';
import { useTestApp } from '../../../../test/test-app';
import { stallApplications } from '../../db/schema';
import { STALL_APPLICATION_COLUMNS } from './admin-csv';
import { overCapacityMessage } from './stall-decision-service';

const application = {
  contactPerson: 'Ravi',
  email: 'ravi@example.org',
  phone: '2095550100',
  businessType: 'Food',
  productsServices: 'Tea and snacks',
};

describe('stall decisions, the vendors list and the export', () => {
  const t = useTestApp();
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app));
    await insertSiteSettings(t.database);
  });

  const insertApplication = async (eventId: string, businessName: string, extra: object = {}) => {
    const [row] = await t.database.db
      .insert(stallApplications)
      .values({ ...application, eventId, businessName, email: `${businessName}@example.org`, ...extra })
      .returning();
    if (!row) throw new Error('insert failed');
    return row;
  };
  const decide = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/stall-applications/${id}`, headers, payload });
  const deliveredTo = async (address: string) => {
    await t.app.mail.idle();
    return (await outboxMails(t.dataDir)).filter((m) => m.to?.[0]?.address === address);
  };
  const auditOf = async (id: string) =>
    (await t.app.inject({ url: '/api/admin/audit?entity=stall_application', headers }))
      .json()
      .items.filter((e: { entityId: string }) => e.entityId === id);

  it.each([
    ['approved', 'is approved', 'Good news'],
    ['waitlisted', 'is on the waiting list', 'on the waiting list'],
    ['declined', '', 'we cannot offer you a stall'],
  ] as const)(
    '%s: stores the status, mails the vendor with the message, writes an audit entry',
    async (status, subjectEnd, sentence) => {
      const event = await insertEvent(t.database, 10, { acceptStallApplications: true });
      const row = await insertApplication(event.id, `Shop-${status}`);
      const res = await decide(row.id, { status, message: 'Stall 12, by the stage.' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: row.id, status, decidedAt: expect.any(String) });

      const mails = await deliveredTo(row.email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.subject).toBe(
        `Your stall application for ${event.title}${subjectEnd ? ` ${subjectEnd}` : ''}`,
      );
      expect(mail?.text).toContain(sentence);
      expect(mail?.text).toContain('Stall 12, by the stage.');
      expect(mail?.replyTo?.[0]?.address).toBe('organisers@example.org');

      const [entry] = await auditOf(row.id);
      expect(entry).toMatchObject({
        username: 'test-admin',
        action: 'update',
        details: { status, previousStatus: 'pending', message: 'Stall 12, by the stage.' },
      });

      // The same decision again changes nothing and mails no one.
      expect((await decide(row.id, { status })).statusCode).toBe(200);
      expect(await deliveredTo(row.email)).toHaveLength(1);
      expect(await auditOf(row.id)).toHaveLength(1);
    },
  );

  it('refuses a bad decision with 400 naming the field, and an unknown application with 404', async () => {
    const event = await insertEvent(t.database, 10);
    const row = await insertApplication(event.id, 'Refused');
    const bad = await decide(row.id, { status: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ path: 'status' });
    expect((await decide(row.id, { status: 'pending' })).statusCode).toBe(400);
    expect((await decide(row.id, { status: 'approved', extra: 1 })).statusCode).toBe(400);
    const missing = await decide('00000000-0000-4000-8000-000000000000', { status: 'approved' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Stall application not found');
    expect((await decide('nope', { status: 'approved' })).statusCode).toBe(404);
  });

  it('approving beyond the stall capacity needs overCapacity: true', async () => {
    const event = await insertEvent(t.database, 10, { acceptStallApplications: true, stallCapacity: 1 });
    const first = await insertApplication(event.id, 'First');
    const second = await insertApplication(event.id, 'Second');
    expect((await decide(first.id, { status: 'approved' })).statusCode).toBe(200);
    const refused = await decide(second.id, { status: 'approved', message: 'Welcome' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(overCapacityMessage(1));
    const [stored] = await t.database.db
      .select()
      .from(stallApplications)
      .where(eq(stallApplications.id, second.id));
    expect(stored?.status).toBe('pending');
    expect(await deliveredTo(second.email)).toHaveLength(0);
    // Waitlisting or declining is never limited.
    expect((await decide(second.id, { status: 'waitlisted' })).statusCode).toBe(200);
    const confirmed = await decide(second.id, { status: 'approved', overCapacity: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('approved');
    const [entry] = await auditOf(second.id);
    expect(entry.details).toMatchObject({
      status: 'approved',
      previousStatus: 'waitlisted',
      overCapacity: true,
    });
  });

  it('lists the approved vendors who consented, with public fields only', async () => {
    const event = await insertEvent(t.database, 10, { acceptStallApplications: true });
    const listed = await insertApplication(event.id, 'Listed', { listPublicly: true, phone: '2095550199' });
    const shy = await insertApplication(event.id, 'Shy', { listPublicly: false });
    const pending = await insertApplication(event.id, 'Pending', { listPublicly: true });
    const declined = await insertApplication(event.id, 'Declined', { listPublicly: true });
    const vendors = () => t.app.inject({ url: `/api/events/${event.slug}/vendors` });
    expect((await vendors()).json()).toEqual([]);
    for (const row of [listed, shy]) await decide(row.id, { status: 'approved' });
    await decide(declined.id, { status: 'declined' });
    const res = await vendors();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { businessName: 'Listed', businessType: 'Food', productsServices: 'Tea and snacks' },
    ]);
    expect(pending.status).toBe('pending');
    expect((await t.app.inject({ url: '/api/events/no-such-event/vendors' })).statusCode).toBe(404);
  });

  it('exports the applications as a formula-safe CSV named stall-applications-{id}.csv', async () => {
    const event = await insertEvent(t.database, 10, { acceptStallApplications: true });
    await insertApplication(event.id, '=HYPERLINK("x")', { specialRequirements: '+1 table' });
    const approved = await insertApplication(event.id, 'Plain', { listPublicly: true });
    await decide(approved.id, { status: 'approved' });
    const res = await t.app.inject({
      url: `/api/admin/events/${event.id}/stall-applications/export`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="stall-applications-${event.id}.csv"`,
    );
    const rows = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual(STALL_APPLICATION_COLUMNS);
    expect(rows).toHaveLength(3);
    const formula = rows.find((r) => r[0]?.includes('HYPERLINK'));
    expect(formula?.[0]).toBe(`'=HYPERLINK("x")`);
    expect(formula?.[6]).toBe(`'+1 table`);
    expect(formula?.[7]).toBe('Pending');
    expect(rows.find((r) => r[0] === 'Plain')?.slice(7, 9)).toEqual(['Approved', 'Yes']);

    const [entry] = (await t.app.inject({ url: '/api/admin/audit?entity=event', headers })).json().items;
    expect(entry).toMatchObject({
      action: 'export',
      entityId: event.id,
      details: { what: 'stall-applications' },
    });
    const missing = await t.app.inject({
      url: '/api/admin/events/no-such-event/stall-applications/export',
      headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/admin/events/${event.id}/stall-applications/export` })).statusCode,
    ).toBe(401);
  });

  it('filters the admin list by status', async () => {
    const event = await insertEvent(t.database, 10);
    const a = await insertApplication(event.id, 'A');
    await insertApplication(event.id, 'B');
    await decide(a.id, { status: 'waitlisted' });
    const res = await t.app.inject({
      url: `/api/admin/stall-applications?eventId=${event.id}&status=waitlisted`,
      headers,
    });
    expect(res.json().map((r: { businessName: string }) => r.businessName)).toEqual(['A']);
  });
});
