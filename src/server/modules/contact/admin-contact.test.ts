import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { useTestApp } from '../../../../test/test-app';
import { contactMessages } from '../../db/schema';

const message = {
  firstName: 'Asha',
  lastName: 'Patel',
  email: 'asha@example.org',
  subject: 'feedback',
  message: 'Lovely festival, thank you!',
};

describe('admin contact messages', () => {
  const t = useTestApp();
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app));
    await t.database.db
      .insert(contactMessages)
      .values([
        { ...message, subject: 'volunteer', createdAt: sql`now() - interval '2 days'` },
        { ...message },
      ]);
  });

  it('lists messages newest first, marks one handled and back, deletes it', async () => {
    const list = (await t.app.inject({ url: '/api/admin/contact-messages', headers })).json();
    expect(list.map((m: { subject: string }) => m.subject)).toEqual(['feedback', 'volunteer']);
    expect(list[0]).toMatchObject({ ...message, handled: false, handledAt: null });

    const url = `/api/admin/contact-messages/${list[0].id}`;
    const handled = await t.app.inject({ method: 'PATCH', url, headers, payload: { handled: true } });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ handled: true, handledAt: expect.any(String) });
    const reopened = await t.app.inject({ method: 'PATCH', url, headers, payload: { handled: false } });
    expect(reopened.json()).toMatchObject({ handled: false, handledAt: null });
    expect(
      (await t.app.inject({ method: 'PATCH', url, headers, payload: { handled: 'yes' } })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'PATCH', url, headers, payload: { handled: true, x: 1 } })).statusCode,
    ).toBe(400);

    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url, headers })).json()).toEqual({
      message: 'Message not found',
    });
    expect((await t.app.inject({ url: '/api/admin/contact-messages', headers })).json()).toHaveLength(1);
  });
});
