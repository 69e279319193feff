import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { useTestApp } from '../../../../test/test-app';

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
    const [latest, earlier] = res.json();
    expect(latest).toMatchObject({
      username: 'test-admin',
      userId: expect.any(String),
      action: 'create',
      entity: 'event',
      entityId: created.json().id,
      createdAt: expect.any(String),
    });
    expect(earlier).toMatchObject({ action: 'update', entity: 'settings' });
    const filtered = (
      await t.app.inject({ url: '/api/admin/audit?entity=settings&limit=5', headers })
    ).json();
    expect(filtered.every((e: { entity: string }) => e.entity === 'settings')).toBe(true);
    expect((await t.app.inject({ url: '/api/admin/audit?limit=0', headers })).statusCode).toBe(400);
  });
});
