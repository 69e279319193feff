import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin, loginAsDoor } from '../../../../test/auth';
import { useTestApp } from '../../../../test/test-app';
import { auditLog } from '../../db/schema';

describe('GET /api/admin/audit', () => {
  const t = useTestApp();
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app));
  });

  it('answers the admin changes newest first: who, what, which record, when', async () => {
    await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload: { tagline: 'One' } });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers,
      payload: { title: 'Audit me', date: '2030-01-01', venue: 'Hall', address: 'Street' },
    });
    const res = await t.app.inject({ url: '/api/admin/audit', headers });
    expect(res.statusCode).toBe(200);
    const { items, total, page, pageSize, people, actions, entities } = res.json();
    expect({ total, page, pageSize }).toEqual({ total: 2, page: 1, pageSize: 50 });
    expect({ people, actions, entities }).toEqual({
      people: ['test-admin'],
      actions: ['create', 'update'],
      entities: ['event', 'settings'],
    });
    const [latest, earlier] = items;
    expect(latest).toMatchObject({
      username: 'test-admin',
      userId: expect.any(String),
      action: 'create',
      entity: 'event',
      entityId: created.json().id,
      createdAt: expect.any(String),
    });
    expect(earlier).toMatchObject({ action: 'update', entity: 'settings' });
  });

  it('filters by person (any case), kind of action and record, and days; pages', async () => {
    const at = (day: string) => sql`${`${day}T12:00:00Z`}::timestamptz`;
    await t.database.db.insert(auditLog).values([
      {
        username: 'Priya',
        action: 'cancel',
        entity: 'registration',
        entityId: 'r1',
        createdAt: at('2031-03-01'),
      },
      {
        username: 'Priya',
        action: 'resend',
        entity: 'registration',
        entityId: 'r2',
        createdAt: at('2031-03-02'),
      },
      {
        username: 'Priya',
        action: 'cancel',
        entity: 'registration',
        entityId: 'r3',
        createdAt: at('2031-03-03'),
      },
      {
        username: 'Ravi',
        action: 'cancel',
        entity: 'registration',
        entityId: 'r4',
        createdAt: at('2031-03-02'),
      },
    ]);
    const get = async (query: string) => {
      const res = await t.app.inject({ url: `/api/admin/audit?${query}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { entityId: string }[]; total: number };
    };
    const ids = (page: { items: { entityId: string }[] }) => page.items.map((e) => e.entityId);
    expect(ids(await get('username=priya&action=cancel'))).toEqual(['r3', 'r1']);
    expect(ids(await get('entity=registration&from=2031-03-02&to=2031-03-02'))).toEqual(['r4', 'r2']);
    const first = await get('entity=registration&pageSize=3');
    const second = await get('entity=registration&pageSize=3&page=2');
    expect(first.total).toBe(4);
    expect([...ids(first), ...ids(second)]).toEqual(['r3', 'r4', 'r2', 'r1']);
  });

  it('refuses bad paging and days, naming the field; refuses door accounts', async () => {
    for (const [query, field] of [
      ['pageSize=0', 'pageSize'],
      ['pageSize=101', 'pageSize'],
      ['page=0', 'page'],
      ['from=1.3.2031', 'from'],
      ['from=2031-03-02&to=2031-03-01', 'to'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/admin/audit?${query}`, headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(field);
    }
    const { headers: door } = await loginAsDoor(t.app);
    expect((await t.app.inject({ url: '/api/admin/audit', headers: door })).statusCode).toBe(403);
  });
});
