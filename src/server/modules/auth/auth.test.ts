import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureAdminUser,
  loginAsAdmin,
  TEST_ADMIN,
  TEST_PASSWORD_COST,
  XHR_HEADERS,
} from '../../../../test/auth';
import { useTestApp } from '../../../../test/test-app';
import { testDatabaseEngine } from '../../../../test/test-database';
import { buildApp } from '../../app';
import { type Database, openPostgres } from '../../db/client';
import { rateLimitCounters, sessions, users } from '../../db/schema';
import {
  createPasswordHasher,
  hashPassword,
  PRODUCTION_SCRYPT_COST,
  verifyPassword,
} from '../../lib/passwords';
import { ensureAdminAccount } from './bootstrap';
import { SESSION_MAX_AGE_MS, SESSION_TTL_MS } from './sessions-repository';
import { createUsersRepository } from './users-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

type T = ReturnType<typeof useTestApp>;
const login = (t: T, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', headers: { ...XHR_HEADERS, ...headers }, payload });
const sidOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'sid')?.value;

/**
 * Every admin call: each must refuse a request without a session (docs/product-rules.md, "Admin sign-in").
 */
const ADMIN_ROUTES: [string, string][] = [
  ['POST', '/api/admin/objects/upload'],
  ['POST', '/api/admin/gallery'],
  ['DELETE', '/api/admin/gallery/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/events'],
  ['POST', '/api/admin/events'],
  ['PUT', '/api/admin/events/00000000-0000-4000-8000-000000000000'],
  ['DELETE', '/api/admin/events/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/admin/events/00000000-0000-4000-8000-000000000000/videos'],
  ['DELETE', '/api/admin/events/videos/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/registrations/stats'],
  ['GET', '/api/admin/events/00000000-0000-4000-8000-000000000000/registrations'],
  ['GET', '/api/admin/events/00000000-0000-4000-8000-000000000000/registrations/export'],
  ['PATCH', '/api/admin/registrations/00000000-0000-4000-8000-000000000000/comment'],
  ['DELETE', '/api/admin/registrations/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/events/00000000-0000-4000-8000-000000000000/download-links'],
  ['POST', '/api/admin/events/00000000-0000-4000-8000-000000000000/download-link'],
  ['DELETE', '/api/admin/download-links/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/stall-applications?eventId=00000000-0000-4000-8000-000000000000'],
  ['DELETE', '/api/admin/stall-applications/00000000-0000-4000-8000-000000000000'],
  ['PUT', '/api/admin/settings'],
  ['GET', '/api/admin/contact-messages'],
  ['PATCH', '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000'],
  ['DELETE', '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/audit'],
];

describe('passwords', () => {
  it('verifies long passwords without truncating them, and refuses a malformed hash', async () => {
    const long = `${'x'.repeat(100)}A`;
    const hash = await hashPassword(long, TEST_PASSWORD_COST);
    expect(hash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await verifyPassword(long, hash)).toBe(true);
    expect(await verifyPassword(`${'x'.repeat(100)}B`, hash)).toBe(false);
    expect(await verifyPassword('x'.repeat(100), hash)).toBe(false);
    expect(await verifyPassword('anything', 'not a hash')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$40$8$1$c2FsdA==$a2V5')).toBe(false);
  });
});

describe('password hashing cost in an app built as main.ts builds it (no passwordCost)', () => {
  const t = useTestApp({}, { passwordCost: undefined });

  it("hashes at OWASP's scrypt N=2^17, r=8, p=1; a hash verifies whatever cost the verifier hashes at", async () => {
    expect(PRODUCTION_SCRYPT_COST).toEqual({ logN: 17, r: 8, p: 1 });
    expect(t.app.passwords.cost).toEqual({ logN: 17, r: 8, p: 1 });
    const production = await t.app.passwords.hash('a passphrase');
    expect(production).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    const cheap = createPasswordHasher(TEST_PASSWORD_COST);
    // The cost comes from the stored string, not from the verifier.
    expect(await cheap.verify('a passphrase', production)).toBe(true);
    expect(await cheap.verify('a passphrase!', production)).toBe(false);
    const testHash = await cheap.hash('a passphrase');
    expect(testHash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await t.app.passwords.verify('a passphrase', testHash)).toBe(true);
  });
});

describe('login, logout and /api/me', () => {
  const t = useTestApp();
  afterEach(async () => {
    await t.database.db.delete(rateLimitCounters);
  });

  it('signs in: a signed, HttpOnly, SameSite=Lax cookie with a 7-day expiry, and a session row', async () => {
    await ensureAdminUser(t.database);
    const res = await login(t, TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { id: expect.any(String), username: TEST_ADMIN.username, role: 'admin' },
    });
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const ttl = (cookie?.expires?.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(SESSION_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(SESSION_TTL_MS);
    // The cookie is signed: the raw token alone, or a tampered one, is not a session.
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: `sid=${cookie?.value}` } });
    expect(me.json().user.username).toBe(TEST_ADMIN.username);
    const token = cookie?.value.split('.')[0];
    const bare = await t.app.inject({ url: '/api/me', headers: { cookie: `sid=${token}` } });
    expect(bare.json()).toEqual({ user: null });
  });

  it('accepts the username in any letter case', async () => {
    await ensureAdminUser(t.database);
    const res = await login(t, {
      username: TEST_ADMIN.username.toUpperCase(),
      password: TEST_ADMIN.password,
    });
    expect(res.statusCode).toBe(200);
  });

  it('gives a visitor neither a cookie nor a session row', async () => {
    await t.database.db.delete(sessions);
    for (const url of ['/api/me', '/api/events', '/api/settings']) {
      const res = await t.app.inject(url);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await t.app.inject('/api/me')).json()).toEqual({ user: null });
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
  });

  it('refuses a wrong password and an unknown username with the same 401, without a hint', async () => {
    await ensureAdminUser(t.database);
    const wrong = await login(t, { username: TEST_ADMIN.username, password: 'wrong password' });
    const unknown = await login(t, { username: 'nobody-here', password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid credentials' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('validates the body strictly: missing fields, unknown properties, over-long values', async () => {
    expect((await login(t, { username: '', password: 'x' })).json().message).toBe('Username is required');
    expect((await login(t, { username: 'a', password: '' })).json().message).toBe('Password is required');
    expect((await login(t, { username: 'a', password: 'b', admin: true })).statusCode).toBe(400);
    expect((await login(t, { username: 'a'.repeat(101), password: 'b' })).statusCode).toBe(400);
    expect((await login(t, { username: 'a', password: 'b'.repeat(1025) })).statusCode).toBe(400);
  });

  it('gives a new session id at every login and ends the previous one of that browser', async () => {
    await ensureAdminUser(t.database);
    const first = await login(t, TEST_ADMIN);
    const firstCookie = `sid=${sidOf(first)}`;
    const second = await login(t, TEST_ADMIN, { cookie: firstCookie });
    expect(sidOf(second)).toBeDefined();
    expect(sidOf(second)).not.toBe(sidOf(first));
    const old = await t.app.inject({ url: '/api/me', headers: { cookie: firstCookie } });
    expect(old.json()).toEqual({ user: null });
  });

  it('logs out with POST only (row removed, cookie cleared); a GET only leads to the page with the Log out button', async () => {
    const { cookie, headers } = await loginAsAdmin(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/sid=;/);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).json()).toEqual({ user: null });
    expect((await t.app.inject({ url: '/api/admin/events', headers: { cookie } })).statusCode).toBe(401);

    // A cross-site link or image can make the browser GET /api/logout: that must not end the session.
    const again = await loginAsAdmin(t.app);
    const viaGet = await t.app.inject({ url: '/api/logout', headers: { cookie: again.cookie } });
    expect(viaGet.statusCode).toBe(302);
    expect(viaGet.headers.location).toBe('/admin');
    expect(viaGet.headers['set-cookie']).toBeUndefined();
    const still = await t.app.inject({ url: '/api/me', headers: { cookie: again.cookie } });
    expect(still.json().user?.username).toBe(TEST_ADMIN.username);
    // A cross-site POST (no X-Requested-With, or a foreign Origin) is refused by the CSRF rules.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: again.cookie },
    });
    expect(forged.statusCode).toBe(403);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...again.headers, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const after = await t.app.inject({ url: '/api/me', headers: { cookie: again.cookie } });
    expect(after.json().user?.username).toBe(TEST_ADMIN.username);
  });

  it('refuses an expired session and prunes expired rows at the next login', async () => {
    const { cookie } = await loginAsAdmin(t.app);
    await t.database.db.update(sessions).set({ expire: sql`now() - interval '1 second'` });
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).json()).toEqual({ user: null });
    expect((await t.app.inject({ url: '/api/admin/events', headers: { cookie } })).statusCode).toBe(401);
    await loginAsAdmin(t.app);
    const expired = await t.database.db.select().from(sessions).where(sql`expire < now()`);
    expect(expired).toHaveLength(0);
  });

  it('slides the expiry forward when the session is used', async () => {
    const { cookie } = await loginAsAdmin(t.app);
    await t.database.db.update(sessions).set({ expire: sql`now() + interval '2 days'` });
    const res = await t.app.inject({ url: '/api/admin/events', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const renewed = res.cookies.find((c) => c.name === 'sid');
    expect(renewed?.expires?.getTime() ?? 0).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
    const [row] = await t.database.db.select().from(sessions).where(sql`expire > now() + interval '6 days'`);
    expect(row).toBeDefined();
  });

  it('ends a session 30 days after its sign-in, however recently it was used', async () => {
    await t.database.db.delete(sessions);
    const { cookie } = await loginAsAdmin(t.app);
    const signedInAgo = async (interval: string) =>
      t.database.db.update(sessions).set({
        sess: sql`jsonb_set(${sessions.sess}, '{createdAt}', to_jsonb(to_char((now() - ${interval}::interval) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')))`,
        expire: sql`now() + interval '2 days'`,
      });
    // 29 days in, the renewed expiry stops at the 30th day instead of sliding 7 days on.
    await signedInAgo('29 days');
    const late = await t.app.inject({ url: '/api/admin/events', headers: { cookie } });
    expect(late.statusCode).toBe(200);
    const renewed = late.cookies.find((c) => c.name === 'sid')?.expires?.getTime() ?? 0;
    expect(renewed).toBeLessThanOrEqual(Date.now() + SESSION_MAX_AGE_MS - 29 * DAY_MS + 1000);
    expect(renewed).toBeGreaterThan(Date.now() + DAY_MS - 60_000);
    const [row] = await t.database.db.select({ expire: sessions.expire }).from(sessions);
    expect(row?.expire.getTime()).toBe(renewed);

    // Past 30 days (here 400, as a review found accepted) it is refused and its cookie cleared, idle or not.
    for (const age of ['30 days 1 minute', '400 days']) {
      await signedInAgo(age);
      const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
      expect(me.json(), age).toEqual({ user: null });
      expect(String(me.headers['set-cookie'])).toMatch(/sid=;/);
      expect((await t.app.inject({ url: '/api/admin/events', headers: { cookie } })).statusCode).toBe(401);
    }
    // And such a row is pruned at the next sign-in.
    await loginAsAdmin(t.app);
    expect(await t.database.db.select().from(sessions)).toHaveLength(1);
  });

  it('signs out every session of an account whose password is reset', async () => {
    const first = await loginAsAdmin(t.app);
    const second = await loginAsAdmin(t.app);
    await ensureAdminAccount(
      t.database.db,
      { adminUsername: TEST_ADMIN.username, adminPassword: 'a brand new password' },
      () => {},
      t.app.passwords,
    );
    for (const { cookie } of [first, second]) {
      expect((await t.app.inject({ url: '/api/admin/events', headers: { cookie } })).statusCode).toBe(401);
    }
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
    // Back to the password the other tests use.
    await createUsersRepository(t.database.db, t.app.passwords).setPassword(
      TEST_ADMIN.username,
      TEST_ADMIN.password,
    );
  });

  it('signs out every session of an account that is removed, and removes its rows', async () => {
    await t.database.db.delete(sessions);
    const credentials = { username: 'leaving-admin', password: 'a password of course' };
    const one = await loginAsAdmin(t.app, credentials);
    const two = await loginAsAdmin(t.app, credentials);
    const staying = await loginAsAdmin(t.app);
    expect(await createUsersRepository(t.database.db, t.app.passwords).remove('Leaving-Admin')).toMatchObject(
      {
        username: 'leaving-admin',
      },
    );
    expect(await createUsersRepository(t.database.db, t.app.passwords).remove('leaving-admin')).toBeNull();
    for (const { cookie } of [one, two]) {
      expect((await t.app.inject({ url: '/api/admin/events', headers: { cookie } })).statusCode).toBe(401);
    }
    const left = await t.database.db.select().from(sessions);
    expect(left).toHaveLength(1);
    const kept = await t.app.inject({ url: '/api/admin/events', headers: { cookie: staying.cookie } });
    expect(kept.statusCode).toBe(200);
  });

  it('ends sessions whose user no longer exists', async () => {
    const { cookie } = await loginAsAdmin(t.app, {
      username: 'short-lived',
      password: 'a password of course',
    });
    await t.database.db.delete(users).where(sql`username = 'short-lived'`);
    expect((await t.app.inject({ url: '/api/admin/events', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('login timing', () => {
  // A cost high enough that one hash (tens of milliseconds) stands out of a loaded machine's noise.
  const cost = { logN: 14, r: 8, p: 1 };
  const t = useTestApp({}, { passwordCost: cost });
  afterEach(async () => {
    await t.database.db.delete(rateLimitCounters);
  });

  it('takes about as long for an unknown username as for a wrong password (dummy hash)', async () => {
    await ensureAdminUser(t.database, 'timed-admin', TEST_ADMIN.password, cost);
    const time = async (username: string) => {
      const started = performance.now();
      expect((await login(t, { username, password: 'wrong password' })).statusCode).toBe(401);
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    await time('warm-up-user');
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round++) {
      // Failures are counted per address: start each round below the limit.
      await t.database.db.delete(rateLimitCounters);
      wrong.push(await time('timed-admin'));
      unknown.push(await time(`nobody-${round}`));
    }
    // Both pay for a full scrypt; a skipped hash would take a few milliseconds.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
  });
});

describe('login lockout', () => {
  // Behind a proxy, so the test can speak from several client addresses.
  const t = useTestApp({ TRUST_PROXY: 'true' });
  afterEach(async () => {
    await t.database.db.delete(rateLimitCounters);
  });

  it('answers 429 with Retry-After after 5 failures for a username, and lets in again after the window', async () => {
    await ensureAdminUser(t.database);
    // Different client addresses: the per-username limit alone must hold.
    for (let i = 0; i < 5; i++) {
      const res = await login(
        t,
        { username: TEST_ADMIN.username, password: `wrong ${i}` },
        {
          'x-forwarded-for': `10.0.0.${i}`,
        },
      );
      expect(res.statusCode).toBe(401);
    }
    const locked = await login(t, TEST_ADMIN);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(locked.json().message).toBe('Too many sign-in attempts. Please try again later.');

    // The window passes (moved in the database rather than waited for).
    await t.database.db.update(rateLimitCounters).set({ resetAt: sql`now() - interval '1 second'` });
    const after = await login(t, TEST_ADMIN);
    expect(after.statusCode).toBe(200);
  });

  it('lets exactly 5 of a burst of parallel guesses reach the password check, and counts only those', async () => {
    await ensureAdminUser(t.database);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login(
          t,
          { username: TEST_ADMIN.username, password: `guess ${i}` },
          { 'x-forwarded-for': '10.7.7.7' },
        ),
      ),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    const rows = await t.database.db.select().from(rateLimitCounters);
    expect(rows.map((row) => row.hits)).toEqual([5, 5]);
  });

  it('limits failures per client address across usernames', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login(t, { username: `someone-${i}`, password: 'guess' })).statusCode).toBe(401);
    }
    const res = await login(t, { username: 'someone-else', password: 'guess' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    const rows = await t.database.db.select().from(rateLimitCounters);
    expect(rows.some((r) => r.key.startsWith('login:ip:'))).toBe(true);
  });
});

describe('the admin guard', () => {
  const t = useTestApp();

  it.each(ADMIN_ROUTES)(
    '%s %s answers 401 without a session, whatever "admin" headers say',
    async (method, url) => {
      const attempts: Record<string, string>[] = [
        {},
        { 'x-admin': 'true', 'x-demo-admin': 'true', 'x-user': 'admin', authorization: 'Bearer admin' },
        { cookie: 'sid=forged.value; admin=true' },
      ];
      for (const extra of attempts) {
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { ...XHR_HEADERS, ...extra },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Unauthorized' });
        // The client recognises an expired session by `401: …Unauthorized` and signs in again.
        expect(`${res.statusCode}: ${res.body}`).toMatch(/^401: .*Unauthorized/);
      }
    },
  );

  it('answers 401 for unknown admin paths too, and 404 once signed in', async () => {
    expect((await t.app.inject('/api/admin/no-such-thing')).statusCode).toBe(401);
    const { headers } = await loginAsAdmin(t.app);
    expect((await t.app.inject({ url: '/api/admin/no-such-thing', headers })).statusCode).toBe(404);
  });

  it('lets a signed-in admin through', async () => {
    const { headers } = await loginAsAdmin(t.app);
    expect((await t.app.inject({ url: '/api/admin/events', headers })).statusCode).toBe(200);
  });
});

describe('CSRF', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://events.example.org' });

  it('refuses a state-changing request without X-Requested-With', async () => {
    const { cookie } = await loginAsAdmin(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Forbidden' });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b',
    });
    expect(form.statusCode).toBe(403);
  });

  it('refuses a foreign Origin or Referer, and accepts this site by PUBLIC_URL', async () => {
    const { headers } = await loginAsAdmin(t.app);
    const put = (extra: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { ...headers, ...extra },
        payload: { tagline: 'Hello' },
      });
    expect((await put({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await put({ origin: 'null' })).statusCode).toBe(403);
    expect((await put({ referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await put({ origin: 'https://events.example.org.evil.example' })).statusCode).toBe(403);
    expect((await put({ origin: 'https://events.example.org' })).statusCode).toBe(200);
    expect((await put({ referer: 'https://events.example.org/admin' })).statusCode).toBe(200);
    // With PUBLIC_URL the site has that one origin, whatever the Host.
    expect((await put({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(403);
    expect((await put({})).statusCode).toBe(200);
  });

  it('lets GET through without the header, and exempts the signed upload PUT', async () => {
    expect((await t.app.inject('/api/settings')).statusCode).toBe(200);
    const upload = await t.app.inject({ method: 'PUT', url: '/uploads/pending/not-signed', payload: 'x' });
    expect(upload.statusCode).not.toBe(403);
  });

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    await ensureAdminUser(t.database);
    const res = await login(t, TEST_ADMIN);
    expect(res.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
  });
});

describe('security headers', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://events.example.org' });

  it('sends pages a CSP allowing the site, YouTube no-cookie and thumbnails; nosniff; Referrer-Policy; HSTS over https', async () => {
    const res = await t.app.inject('/events');
    const csp = String(res.headers['content-security-policy']);
    for (const part of [
      "default-src 'self'",
      "script-src 'self'",
      'frame-src https://www.youtube-nocookie.com',
      'https://i.ytimg.com',
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ])
      expect(csp).toContain(part);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('sends what is never a page (API answers, assets, uploads) a policy under which nothing loads, runs or frames it', async () => {
    for (const path of ['/api/settings', '/api/events/none', '/assets/none.js', '/uploads/none.webp']) {
      const res = await t.app.inject(path);
      expect(res.headers['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(res.headers['strict-transport-security'], path).toMatch(/max-age=\d+/);
      expect(res.headers['cross-origin-opener-policy'], path).toBeUndefined();
    }
  });
});

describe('Permissions-Policy', () => {
  // The public cache on, so a cached answer is checked too.
  const t = useTestApp({}, { publicCache: true });
  const DENY_CAMERA = /(?:^|, )camera=\(\)(?:,|$)/;

  it('denies the camera (and microphone, location, payment, USB) on every kind of answer', async () => {
    const { headers } = await loginAsAdmin(t.app);
    const answers = [
      await t.app.inject('/'),
      await t.app.inject('/events'),
      await t.app.inject('/admin'),
      await t.app.inject('/admin/check-in-other'),
      await t.app.inject('/api/settings'),
      await t.app.inject('/api/settings'),
      await t.app.inject('/api/events/no-such-event'),
      await t.app.inject('/assets/none.js'),
      await t.app.inject('/uploads/none.webp'),
      await t.app.inject('/api/admin/events'),
      await t.app.inject({ url: '/api/admin/events', headers }),
      await t.app.inject({ method: 'POST', url: '/api/login', payload: {} }),
      await t.app.inject({ method: 'POST', url: '/api/login', headers: XHR_HEADERS, payload: {} }),
      await t.app.inject('/api/check-in'),
    ];
    expect(answers[5]?.headers['x-cache']).toBe('HIT');
    for (const res of answers) {
      const policy = String(res.headers['permissions-policy']);
      expect(policy, `${res.statusCode} ${res.body.slice(0, 80)}`).toMatch(DENY_CAMERA);
      for (const feature of ['microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy).toContain(`${feature}=()`);
      }
    }
  });

  it('allows the camera to this site only on the door check-in screen', async () => {
    for (const url of ['/admin/check-in', '/admin/check-in?event=x', '/admin/check-in/']) {
      const policy = String((await t.app.inject(url)).headers['permissions-policy']);
      expect(policy, url).toMatch(/(?:^|, )camera=\(self\)(?:,|$)/);
      expect(policy, url).toContain('microphone=()');
    }
  });

  it('lets only the check-in screen compile WebAssembly (its QR decoder), never eval script text', async () => {
    const scriptSrc = async (url: string) =>
      /script-src ([^;]*)/.exec(String((await t.app.inject(url)).headers['content-security-policy']))?.[1];
    expect(await scriptSrc('/admin/check-in')).toBe("'self' 'wasm-unsafe-eval'");
    for (const url of ['/', '/admin', '/admin/check-in-other'])
      expect(await scriptSrc(url), url).toBe("'self'");
  });
});

describe('security headers over plain HTTP, with S3 storage configured', () => {
  const t = useTestApp({ S3_BUCKET: 'site-images', S3_REGION: 'us-west-2' });

  it('allows the storage host and sends no HSTS', async () => {
    const res = await t.app.inject('/gallery');
    expect(String(res.headers['content-security-policy'])).toContain(
      'https://site-images.s3.us-west-2.amazonaws.com',
    );
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('admin account at start', () => {
  const t = useTestApp();

  it('generates and prints a password once when there is no admin; ADMIN_PASSWORD creates or resets', async () => {
    await t.database.db.delete(users);
    const lines: string[] = [];
    const startWithoutPassword = () =>
      ensureAdminAccount(
        t.database.db,
        { adminUsername: 'admin', adminPassword: undefined },
        (l) => lines.push(l),
        t.app.passwords,
      );
    await startWithoutPassword();
    expect(lines).toHaveLength(1);
    const password = /Password: (\S+)/.exec(lines[0] ?? '')?.[1];
    expect(password).toBeDefined();
    expect(lines[0]).toMatch(/shown only once/);
    await startWithoutPassword();
    expect(lines).toHaveLength(1);
    const first = await login(t as T, { username: 'admin', password: password ?? '' });
    expect(first.statusCode).toBe(200);

    await ensureAdminAccount(
      t.database.db,
      { adminUsername: 'admin', adminPassword: 'a new password!' },
      (l) => lines.push(l),
      t.app.passwords,
    );
    expect(lines[1]).toMatch(/password reset/);
    expect((await login(t as T, { username: 'admin', password: 'a new password!' })).statusCode).toBe(200);
    await ensureAdminAccount(
      t.database.db,
      { adminUsername: 'other', adminPassword: 'another password' },
      (l) => lines.push(l),
      t.app.passwords,
    );
    expect(lines[2]).toMatch(/created/);
    expect((await login(t as T, { username: 'other', password: 'another password' })).statusCode).toBe(200);
  });
});

const onPostgres = testDatabaseEngine() === 'postgres';
if (!onPostgres) {
  console.log(
    'auth.test.ts: skipping "sessions across instances": it needs PostgreSQL (set TEST_DATABASE_URL).',
  );
}

describe.skipIf(!onPostgres)('sessions across instances (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  const one = useTestApp();
  let two: { app: FastifyInstance; database: Database } | undefined;
  beforeAll(async () => {
    // A second instance with its own connection pool, as another server process would have.
    const result = await one.database.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${result.rows[0]?.name}`;
    const database = await openPostgres(url.toString());
    const app = await buildApp({
      config: one.config,
      database,
      ssr: false,
      logger: false,
      publicCache: false,
      passwordCost: TEST_PASSWORD_COST,
    });
    await app.ready();
    two = { app, database };
  });
  afterAll(async () => {
    await two?.app.close();
    await two?.database.close();
  });

  it('a session made on one instance is valid on the other, and a logout on one ends it on both', async () => {
    const other = two?.app;
    if (!other) throw new Error('second instance missing');
    const { cookie, headers } = await loginAsAdmin(one.app);
    const res = await other.inject({ url: '/api/me', headers: { cookie } });
    expect(res.json().user.username).toBe(TEST_ADMIN.username);
    expect((await other.inject({ url: '/api/admin/events', headers: { cookie } })).statusCode).toBe(200);
    await one.app.inject({ method: 'POST', url: '/api/logout', headers });
    expect((await other.inject({ url: '/api/admin/events', headers: { cookie } })).statusCode).toBe(401);
  });
});
