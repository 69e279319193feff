import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin, loginAsDoor, TEST_DOOR, XHR_HEADERS } from '../../../test/auth';
import { checkInParty, insertEvent, insertRegistration } from '../../../test/fixtures';
import { useTestApp } from '../../../test/test-app';
import { DOOR_ONLY_MESSAGE } from './admin-guard';

/**
 * The only /api/admin calls a door account may make: the check-in screen's. Adding one here is a decision about
 * what a door volunteer may see or change; every other admin route, present or future, must refuse them.
 */
const DOOR_ROUTES = [
  'GET /api/admin/events',
  'GET /api/admin/events/:id/check-in-list',
  'POST /api/admin/events/:id/check-ins',
  'DELETE /api/admin/events/:id/check-ins/:checkInId',
  'GET /api/admin/events/:id/check-ins/stream',
  'POST /api/admin/events/:id/walk-ups',
  'GET /api/admin/events/:id/volunteer-check-ins',
  'POST /api/admin/events/:id/volunteer-check-ins',
  'DELETE /api/admin/events/:id/volunteer-check-ins/:shiftId/:volunteerId',
].sort();

/** A concrete URL for a route pattern: every parameter a fresh UUID, a wildcard a made-up path. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID()).replace('*', 'some/path');

describe('door accounts', () => {
  const t = useTestApp();
  let door: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ headers: door } = await loginAsDoor(t.app));
    ({ headers: admin } = await loginAsAdmin(t.app));
  });

  it('are refused (403) by every admin route but the check-in screen’s, whatever the request', async () => {
    const routes = t.app.adminRoutes;
    expect(routes.length).toBeGreaterThan(40);
    const allowed = routes
      .filter((route) => route.doorAccess && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(allowed).toEqual(DOOR_ROUTES);

    const refused = routes.filter((route) => !route.doorAccess);
    for (const route of refused) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: door,
        ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      if (route.method !== 'HEAD') expect(res.json().message).toBe(DOOR_ONLY_MESSAGE);
    }
    // Paths no route answers, too: a door session learns nothing of what exists.
    const unknown = await t.app.inject({ url: '/api/admin/no-such-thing', headers: door });
    expect(unknown.statusCode).toBe(403);
  });

  it('check parties in, list them and choose the event, but read no contact details', async () => {
    const event = await insertEvent(t.database, 1);
    const registration = await insertRegistration(t.database, event.id, {
      guestCount: 2,
      phone: '2095550100',
    });

    const events = await t.app.inject({ url: '/api/admin/events', headers: door });
    expect(events.statusCode).toBe(200);
    expect(events.json().map((e: { id: string }) => e.id)).toContain(event.id);

    const list = await t.app.inject({ url: `/api/admin/events/${event.id}/check-in-list`, headers: door });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(registration.email);

    const checkIn = await checkInParty(t.app, event.id, door, { code: registration.ticketCode });
    expect(checkIn).toMatchObject({ checkedIn: 2, checkedInBy: TEST_DOOR.username });
    const undo = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/events/${event.id}/check-ins/${checkIn.checkInId}`,
      headers: door,
    });
    expect(undo.statusCode).toBe(200);

    const registrations = await t.app.inject({
      url: `/api/admin/events/${event.id}/registrations`,
      headers: door,
    });
    expect(registrations.statusCode).toBe(403);
    // The same call with an admin session is answered: the 403 is the role's doing.
    const asAdmin = await t.app.inject({
      url: `/api/admin/events/${event.id}/registrations`,
      headers: admin,
    });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('know their role from /api/me and sign out like anyone', async () => {
    const { headers } = await loginAsDoor(t.app);
    const me = await t.app.inject({ url: '/api/me', headers });
    expect(me.json().user).toMatchObject({ username: TEST_DOOR.username, role: 'door' });
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/admin/events', headers: { ...headers, ...XHR_HEADERS } });
    expect(after.statusCode).toBe(401);
  });
});
