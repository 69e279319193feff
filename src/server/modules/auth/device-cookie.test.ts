import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureAdminUser, TEST_ADMIN, XHR_HEADERS } from '../../../../test/auth';
import { useTestApp } from '../../../../test/test-app';
import { rateLimitCounters } from '../../db/schema';
import { DEVICE_COOKIE } from './device-cookie';
import { LOGIN_FAILURE_LIMIT } from './login-service';

type T = ReturnType<typeof useTestApp>;
type Res = Awaited<ReturnType<T['app']['inject']>>;

const ADMIN_IP = '203.0.113.7';
const OTHER = { username: 'other-admin', password: 'another long password' } as const;

/** A login from `ip`, carrying `device` (a device cookie's value) when given. */
const login = (t: T, payload: object, { ip = ADMIN_IP, device }: { ip?: string; device?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    headers: {
      ...XHR_HEADERS,
      ...(device ? { cookie: `${DEVICE_COOKIE}=${encodeURIComponent(device)}` } : {}),
    },
    payload,
  });
const deviceCookieOf = (res: Res) => res.cookies.find((c) => c.name === DEVICE_COOKIE);
const deviceOf = (res: Res) => {
  const value = deviceCookieOf(res)?.value;
  if (!value) throw new Error(`no device cookie in ${res.statusCode} ${res.body}`);
  return value;
};

/** Failures for `username` from as many strangers' addresses, none with a device cookie. */
async function failFromElsewhere(t: T, username: string, times = LOGIN_FAILURE_LIMIT + 1) {
  for (let i = 0; i < times; i++) {
    const res = await login(t, { username, password: `guess ${i}` }, { ip: `198.51.100.${i + 1}` });
    expect(res.statusCode).toBe(i < LOGIN_FAILURE_LIMIT ? 401 : 429);
    expect(deviceCookieOf(res)).toBeUndefined();
  }
}

describe('device cookie (OWASP): strangers cannot lock out a browser that signed in before', () => {
  const t = useTestApp();
  afterEach(async () => {
    await t.database.db.delete(rateLimitCounters);
  });

  it('lets the admin’s known browser in while the username is locked for everyone else', async () => {
    await ensureAdminUser(t.database);
    const device = deviceOf(await login(t, TEST_ADMIN));

    await failFromElsewhere(t, TEST_ADMIN.username);
    const stranger = await login(t, TEST_ADMIN, { ip: '198.51.100.200' });
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(800);
    expect(stranger.json()).toEqual({ message: 'Too many sign-in attempts. Please try again later.' });
    // Without its cookie the admin's own browser is a stranger too.
    expect((await login(t, TEST_ADMIN)).statusCode).toBe(429);

    // With it, in any letter case, the right password signs in, and the browser gets a fresh nonce.
    const known = await login(t, { ...TEST_ADMIN, username: TEST_ADMIN.username.toUpperCase() }, { device });
    expect(known.statusCode).toBe(200);
    expect(known.cookies.find((c) => c.name === 'sid')).toBeDefined();
    expect(deviceOf(known)).not.toBe(device);
    // The admin's login does not lift the lockout for strangers.
    expect((await login(t, TEST_ADMIN, { ip: '198.51.100.201' })).statusCode).toBe(429);
  });

  it('gives no exemption for another username’s cookie, a tampered one, a forged one or a session cookie', async () => {
    await ensureAdminUser(t.database);
    await ensureAdminUser(t.database, OTHER.username, OTHER.password);
    const otherDevice = deviceOf(await login(t, OTHER, { ip: '192.0.2.9' }));
    const adminLogin = await login(t, TEST_ADMIN);
    const adminDevice = deviceOf(adminLogin);
    const sessionValue = adminLogin.cookies.find((c) => c.name === 'sid')?.value ?? '';
    await failFromElsewhere(t, TEST_ADMIN.username);

    const [value = '', signature = ''] = [
      adminDevice.slice(0, adminDevice.lastIndexOf('.')),
      adminDevice.slice(adminDevice.lastIndexOf('.') + 1),
    ];
    const flipped = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);
    const refused = [
      otherDevice,
      // Someone's own valid cookie, renamed to the admin.
      otherDevice.replace(`:${OTHER.username}.`, `:${TEST_ADMIN.username}.`),
      `${flipped(value, 'device:'.length)}.${signature}`,
      `${value}.${flipped(signature, 3)}`,
      value,
      `device:${'A'.repeat(22)}:${TEST_ADMIN.username}.forged`,
      sessionValue,
    ];
    // Each from its own address: a refused attempt still counts against its address.
    for (const [i, device] of refused.entries()) {
      const res = await login(t, TEST_ADMIN, { ip: `192.0.2.${i + 20}`, device });
      expect(res.statusCode, device).toBe(429);
      expect(deviceCookieOf(res)).toBeUndefined();
    }
    expect((await login(t, TEST_ADMIN, { device: adminDevice })).statusCode).toBe(200);
  });

  it('locks the device itself after 5 wrong passwords with its cookie, without touching the username', async () => {
    await ensureAdminUser(t.database);
    const device = deviceOf(await login(t, TEST_ADMIN));
    // From several addresses, so only the per-device limit can answer 429.
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const res = await login(
        t,
        { username: TEST_ADMIN.username, password: `wrong ${i}` },
        { ip: `192.0.2.${i + 1}`, device },
      );
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid credentials' });
      // A wrong password never issues (or renews) a device cookie.
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const locked = await login(t, TEST_ADMIN, { ip: '192.0.2.100', device });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    // The username's own counter was not used: a browser without the cookie still signs in.
    expect((await login(t, TEST_ADMIN, { ip: '192.0.2.101' })).statusCode).toBe(200);
  });

  it('lets a known browser sign in with the right password while its network address is over the limit', async () => {
    await ensureAdminUser(t.database);
    const device = deviceOf(await login(t, TEST_ADMIN));
    // Someone on the same café Wi-Fi (or every client, behind a proxy without TRUST_PROXY) fails five times.
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect((await login(t, { username: `someone-${i}`, password: 'guess' })).statusCode).toBe(401);
    }
    expect((await login(t, { username: 'someone-else', password: 'guess' })).statusCode).toBe(429);
    // A browser without the cookie is one of the strangers there.
    expect((await login(t, TEST_ADMIN)).statusCode).toBe(429);
    const known = await login(t, TEST_ADMIN, { device });
    expect(known.statusCode).toBe(200);
    expect(known.cookies.find((c) => c.name === 'sid')).toBeDefined();
    // The admin's sign-in does not lift the address's lockout for the strangers.
    expect((await login(t, { username: 'someone-else', password: 'guess' })).statusCode).toBe(429);
    // A known browser with a wrong password is still limited, by its own counter.
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const res = await login(t, { ...TEST_ADMIN, password: `wrong ${i}` }, { device: deviceOf(known) });
      expect(res.statusCode).toBe(401);
    }
    expect((await login(t, TEST_ADMIN, { device: deviceOf(known) })).statusCode).toBe(429);
  });

  it('does not count attempts it refuses: a lockout ends when its window does, however often it was tried', async () => {
    await ensureAdminUser(t.database);
    await failFromElsewhere(t, TEST_ADMIN.username);
    // The admin, in a browser it never used here, keeps trying from the café while the username is locked.
    const cafe = '203.0.113.50';
    for (let i = 0; i < 3 * LOGIN_FAILURE_LIMIT; i++) {
      const res = await login(t, TEST_ADMIN, { ip: cafe });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(900);
    }
    const before = await t.database.db.select().from(rateLimitCounters);
    expect(before.find((row) => row.key.includes(cafe))).toBeUndefined();
    // The username's window passes (moved in the database rather than waited for): the café is not locked.
    await t.database.db
      .update(rateLimitCounters)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimitCounters.key} like 'login:user:%'`);
    expect((await login(t, TEST_ADMIN, { ip: cafe })).statusCode).toBe(200);
  });

  it('sets a signed, HttpOnly, SameSite=Lax cookie for a year, only for the login path; logout keeps it', async () => {
    await ensureAdminUser(t.database);
    const res = await login(t, TEST_ADMIN);
    const cookie = deviceCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/login' });
    expect(cookie?.maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(cookie?.secure).toBeFalsy();
    // Lowercased username, a random nonce, and an HMAC signature.
    expect(cookie?.value).toMatch(new RegExp(`^device:[\\w-]{22}:${TEST_ADMIN.username}\\.[\\w+/]{43}$`));

    const sid = res.cookies.find((c) => c.name === 'sid')?.value;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: {
        ...XHR_HEADERS,
        cookie: `sid=${sid}; ${DEVICE_COOKIE}=${encodeURIComponent(cookie?.value ?? '')}`,
      },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.map((c) => c.name)).toEqual(['sid']);
  });
});

describe('device cookie over https', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://events.example.org' });

  it('is Secure when PUBLIC_URL is https, as the session cookie is', async () => {
    await ensureAdminUser(t.database);
    const res = await login(t, TEST_ADMIN);
    expect(deviceCookieOf(res)?.secure).toBe(true);
    expect(res.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
  });
});
