import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN, XHR_HEADERS } from '../../../test/auth';
import { contactInput } from '../../../test/fixtures';
import { useTestApp } from '../../../test/test-app';
import { rateLimitCounters } from '../db/schema';
import { LOGIN_FAILURE_LIMIT } from '../modules/auth/login-service';
import { PUBLIC_WRITE_LIMIT } from './public-write-limit';

// Rate limits by network address: one IPv6 client owns a whole /64 (it can pick any address in it), so the /64
// is the bucket; an IPv4 client reached over IPv6 (::ffff:a.b.c.d) is the same client as a.b.c.d.

type T = ReturnType<typeof useTestApp>;
const contact = (t: T, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    headers: { ...XHR_HEADERS, ...headers },
    payload: contactInput(),
  });
const badLogin = (t: T, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: { ...XHR_HEADERS, ...headers },
    payload: { username: `someone-${remoteAddress}`, password: 'a guess' },
  });

describe('rate limits by network address', () => {
  const t = useTestApp();
  afterEach(async () => {
    await t.database.db.delete(rateLimitCounters);
  });

  it('counts every address of one IPv6 /64 together on the public forms', async () => {
    for (let i = 1; i <= PUBLIC_WRITE_LIMIT; i++) {
      expect((await contact(t, `2001:db8:1:2::${i.toString(16)}`)).statusCode).toBe(201);
    }
    const limited = await contact(t, '2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // The neighbouring /64 is someone else.
    expect((await contact(t, '2001:db8:1:3::1')).statusCode).toBe(201);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    for (let i = 0; i < PUBLIC_WRITE_LIMIT; i++) {
      const ip = i % 2 ? '::ffff:198.51.100.9' : '198.51.100.9';
      expect((await contact(t, ip)).statusCode).toBe(201);
    }
    expect((await contact(t, '::ffff:198.51.100.9')).statusCode).toBe(429);
    expect((await contact(t, '198.51.100.9')).statusCode).toBe(429);
    expect((await contact(t, '198.51.100.10')).statusCode).toBe(201);
  });

  it('counts failed logins from one IPv6 /64 together', async () => {
    expect(TEST_ADMIN.username).toBeDefined();
    for (let i = 1; i <= LOGIN_FAILURE_LIMIT; i++) {
      expect((await badLogin(t, `2001:db8:9:9::${i}`)).statusCode).toBe(401);
    }
    expect((await badLogin(t, '2001:db8:9:9:1234::1')).statusCode).toBe(429);
    expect((await badLogin(t, '2001:db8:9:a::1')).statusCode).toBe(401);
  });
});

describe('rate limits by network address behind a proxy', () => {
  const t = useTestApp({ TRUST_PROXY: '1' });
  afterEach(async () => {
    await t.database.db.delete(rateLimitCounters);
  });

  it('takes the /64 of the address the proxy names', async () => {
    for (let i = 1; i <= PUBLIC_WRITE_LIMIT; i++) {
      const res = await contact(t, '127.0.0.1', { 'x-forwarded-for': `2001:db8:77:1::${i}` });
      expect(res.statusCode).toBe(201);
    }
    const limited = await contact(t, '127.0.0.1', { 'x-forwarded-for': '2001:db8:77:1::ffff' });
    expect(limited.statusCode).toBe(429);
    const other = await contact(t, '127.0.0.1', { 'x-forwarded-for': '2001:db8:77:2::1' });
    expect(other.statusCode).toBe(201);
  });
});
