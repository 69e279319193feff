import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { insertEvent } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';
import { auditLog, downloadLinks, rateLimitCounters, registrations } from '../../db/schema';
import { DOWNLOAD_LIMIT } from './routes';

describe('download links', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://events.example.org' });
  let headers: Record<string, string>;
  let eventId: string;
  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app));
    eventId = (await insertEvent(t.database, 5)).id;
    await t.database.db
      .insert(registrations)
      .values({ eventId, fullName: '-cmd|calc', email: 'x@example.org', guestCount: 2 });
  });
  afterEach(async () => {
    await t.database.db.delete(rateLimitCounters);
  });
  const create = () =>
    t.app.inject({ method: 'POST', url: `/api/admin/events/${eventId}/download-link`, headers });
  const list = async () =>
    (await t.app.inject({ url: `/api/admin/events/${eventId}/download-links`, headers })).json() as {
      id: string;
    }[];

  it('creates a link: 201 with a 32-byte token, the share URL and a 30-day expiry', async () => {
    const res = await create();
    expect(res.statusCode).toBe(201);
    const link = res.json();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
    expect(link.url).toBe(`https://events.example.org/download/${link.token}`);
    expect(link).toMatchObject({ eventId, isActive: true });
    const days = (new Date(link.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, link.id));
    expect(entry).toMatchObject({ action: 'create', entity: 'download_link' });
    const withBody = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${eventId}/download-link`,
      headers,
      payload: {},
    });
    expect(withBody.statusCode).toBe(201);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events/00000000-0000-4000-8000-000000000000/download-link',
      headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the CSV to anyone holding an active link, never cached', async () => {
    const link = (await create()).json();
    const res = await t.app.inject(`/download/${link.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="registrations-${eventId}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.rawPayload.subarray(3).toString('utf8');
    expect(text).toContain(`"'-cmd|calc"`);
  });

  it('lists only active, unexpired links; revoked and expired ones stop working (404)', async () => {
    const revoked = (await create()).json();
    const expired = (await create()).json();
    expect((await list()).map((l) => l.id)).toEqual(expect.arrayContaining([revoked.id, expired.id]));

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/download-links/${revoked.id}`,
      headers,
    });
    expect(del.statusCode).toBe(204);
    await t.database.db
      .update(downloadLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(downloadLinks.id, expired.id));

    const ids = (await list()).map((l) => l.id);
    expect(ids).not.toContain(revoked.id);
    expect(ids).not.toContain(expired.id);
    expect((await t.app.inject(`/download/${revoked.token}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/download/${expired.token}`)).statusCode).toBe(404);
    expect((await t.app.inject('/download/not-a-token')).statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/download-links/00000000-0000-4000-8000-000000000000',
      headers,
    });
    expect(missing.json()).toEqual({ message: 'Download link not found' });
  });

  it('rate-limits downloads per client address', async () => {
    for (let i = 0; i < DOWNLOAD_LIMIT; i++) await t.app.inject('/download/guess');
    const res = await t.app.inject('/download/guess');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
