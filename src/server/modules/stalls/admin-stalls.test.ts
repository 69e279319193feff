import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { insertEvent } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';
import { stallApplications } from '../../db/schema';

const application = {
  businessName: 'Chai Co',
  contactPerson: 'Ravi',
  email: 'ravi@example.org',
  phone: '2095550100',
  businessType: 'Food',
  productsServices: 'Tea and snacks',
};

describe('admin stall applications', () => {
  const t = useTestApp();
  let headers: Record<string, string>;
  let eventId: string;
  let otherId: string;
  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app));
    eventId = (await insertEvent(t.database, 5)).id;
    otherId = (await insertEvent(t.database, 6)).id;
    await t.database.db.insert(stallApplications).values([
      { ...application, eventId, businessName: 'Older', createdAt: sql`now() - interval '1 day'` },
      { ...application, eventId, businessName: 'Newer', specialRequirements: 'Power outlet' },
      { ...application, eventId: otherId, businessName: 'Elsewhere' },
    ]);
  });

  it('lists one event’s applications, newest first', async () => {
    const res = await t.app.inject({ url: `/api/admin/stall-applications?eventId=${eventId}`, headers });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((a: { businessName: string }) => a.businessName)).toEqual(['Newer', 'Older']);
    expect(list[0]).toMatchObject({
      ...application,
      businessName: 'Newer',
      specialRequirements: 'Power outlet',
      eventId,
    });
    expect(list[0].createdAt).toEqual(expect.any(String));
    const all = (await t.app.inject({ url: '/api/admin/stall-applications', headers })).json();
    expect(all).toHaveLength(3);
    expect(
      (await t.app.inject({ url: '/api/admin/stall-applications?eventId=nope', headers })).statusCode,
    ).toBe(404);
  });

  it('deletes an application', async () => {
    const [first] = (
      await t.app.inject({ url: `/api/admin/stall-applications?eventId=${otherId}`, headers })
    ).json();
    const url = `/api/admin/stall-applications/${first.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url, headers })).json()).toEqual({
      message: 'Stall application not found',
    });
  });
});
