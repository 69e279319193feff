import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureAdminUser, TEST_ADMIN, XHR_HEADERS } from '../../../test/auth';
import { useTestApp } from '../../../test/test-app';
import { rateLimitCounters } from '../db/schema';
import { DEVICE_COOKIE } from '../modules/auth/device-cookie';
import { LOGIN_FAILURE_LIMIT } from '../modules/auth/login-service';
import { isLocalStorage } from '../plugins/storage/local-storage';
import { PRODUCTION_SCRYPT_COST, type ScryptCost } from './passwords';

// scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which file reads,
// static files and DNS share. A login storm must not fill it: a handful of hashes run at a time, the rest wait
// their turn (briefly; then 503 with Retry-After), so a file served meanwhile does not queue behind them.

/** 16 MiB and tens of milliseconds a hash: enough for 40 of them to fill the pool for a while. */
const STORM_COST: ScryptCost = { logN: 14, r: 8, p: 1 };
const STORM_SIZE = 40;

type T = ReturnType<typeof useTestApp>;
type Res = Awaited<ReturnType<T['app']['inject']>>;
/**
 * Unknown usernames from as many addresses: each reaches scrypt (the dummy hash) and no limit is hit.
 * `onFirstAnswer` is called when the first login is answered (the storm is hashing by then).
 */
const storm = (t: T, size = STORM_SIZE, { usernames = 'storm', onFirstAnswer = () => {} } = {}) => {
  let answered = false;
  return Promise.all(
    Array.from({ length: size }, (_, i) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/login',
          headers: { ...XHR_HEADERS, 'x-forwarded-for': `10.40.${Math.floor(i / 200)}.${(i % 200) + 1}` },
          payload: { username: `${usernames}-${i}`, password: 'a guess at a password' },
        })
        .then((res: Res) => {
          if (!answered) onFirstAnswer();
          answered = true;
          return res;
        }),
    ),
  );
};

/** An image as stored uploads are, served by the app from disk through the thread pool. */
function probeImage(t: T): string {
  if (!isLocalStorage(t.app.storage)) throw new Error('the test needs local storage');
  const dir = path.join(t.app.storage.root, 'images', 'probe');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'probe.webp'), Buffer.alloc(64 * 1024, 1));
  return '/uploads/images/probe/probe.webp';
}

describe('password hashing during a login storm', () => {
  // Every login waits its turn here, however loaded the machine running the tests is.
  const t = useTestApp({ TRUST_PROXY: 'true' }, { passwordCost: STORM_COST, passwordWaitMs: 120_000 });
  afterEach(async () => {
    await t.database.db.delete(rateLimitCounters);
  });

  it('serves a file without queueing it behind 40 simultaneous logins’ hashes', async () => {
    const image = probeImage(t);
    expect((await t.app.inject(image)).statusCode).toBe(200);
    await t.app.passwords.dummyHash();
    await storm(t, 4);

    const started = performance.now();
    let done = false;
    const logins = storm(t).finally(() => {
      done = true;
    });
    const probes: number[] = [];
    // Files fetched one after another for as long as the storm lasts.
    await new Promise((resolve) => setTimeout(resolve, 5));
    while (!done) {
      const probeStart = performance.now();
      const res = await t.app.inject(image);
      expect(res.statusCode).toBe(200);
      probes.push(performance.now() - probeStart);
    }
    const answers = await logins;
    const stormMs = performance.now() - started;

    expect(answers.map((res) => res.statusCode)).toEqual(Array(STORM_SIZE).fill(401));
    // Queued behind the hashes, the first file would take about as long as the storm itself.
    const slowest = Math.max(...probes);
    expect(slowest, `slowest file ${slowest.toFixed(0)} ms in a ${stormMs.toFixed(0)} ms storm`).toBeLessThan(
      stormMs / 4,
    );
  });
});

describe('password hashing when the queue is long', () => {
  const t = useTestApp({ TRUST_PROXY: 'true' }, { passwordCost: STORM_COST, passwordWaitMs: 1 });
  afterEach(async () => {
    await t.database.db.delete(rateLimitCounters);
  });

  it('answers the logins that waited too long 503 with Retry-After, in the site’s error shape', async () => {
    await t.app.passwords.dummyHash();
    const answers = await storm(t);
    const busy = answers.filter((res) => res.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.filter((res) => res.statusCode === 401).length).toBeGreaterThan(0);
    expect(answers.every((res) => [401, 503].includes(res.statusCode))).toBe(true);
    for (const res of busy) {
      expect(res.json()).toEqual({
        message: 'Sign-in is busy right now. Please try again in a few seconds.',
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // A busy answer counts against the sender's address, but not against the username: no password was tried.
    const counters = await t.database.db.select().from(rateLimitCounters);
    const total = (prefix: string) =>
      counters.filter((row) => row.key.startsWith(prefix)).reduce((n, row) => n + row.hits, 0);
    expect(total('login:ip:')).toBe(STORM_SIZE);
    expect(total('login:user:')).toBe(STORM_SIZE - busy.length);
  });

  it('refuses an address 429 after 5 attempts, busy or not, so a storm cannot be repeated for free', async () => {
    await t.app.passwords.dummyHash();
    // New usernames each round: only the addresses' counters can refuse.
    for (let round = 0; round < LOGIN_FAILURE_LIMIT; round++) {
      const answers = await storm(t, STORM_SIZE, { usernames: `round-${round}` });
      expect(answers.every((res) => [401, 503].includes(res.statusCode))).toBe(true);
    }
    const refused = await storm(t, STORM_SIZE, { usernames: 'round-last' });
    expect(refused.map((res) => res.statusCode)).toEqual(Array(STORM_SIZE).fill(429));
  });
});

describe('a known browser during a login storm', () => {
  // Every login waits its turn for up to 3 s, as in production, at production's cost (hundreds of milliseconds a
  // hash): the storm's hashes are then far more than 3 s of work on any machine, so strangers must be turned away.
  const t = useTestApp(
    { TRUST_PROXY: 'true' },
    { passwordCost: PRODUCTION_SCRYPT_COST, passwordWaitMs: 3_000 },
  );

  /** A stranger's login from the nth address of the storm. */
  const strangerLogin = (n: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...XHR_HEADERS, 'x-forwarded-for': `10.41.${Math.floor(n / 200)}.${(n % 200) + 1}` },
      payload: { username: `storm-${n}`, password: 'a guess at a password' },
    });

  /** A storm that goes on: a login from a new address every 50 ms until `stop` resolves; answers them all. */
  async function ongoingStorm(stop: Promise<unknown>): Promise<Res[]> {
    let stopped = false;
    void stop.finally(() => {
      stopped = true;
    });
    const logins: Promise<Res>[] = [];
    for (let n = 1_000; !stopped; n++) {
      logins.push(strangerLogin(n));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Promise.all(logins);
  }

  it('signs in within 3 seconds with a device cookie for the username, ahead of the storm', async () => {
    await ensureAdminUser(t.database);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...XHR_HEADERS, 'x-forwarded-for': '192.0.2.1' },
      payload: TEST_ADMIN,
    });
    const device = first.cookies.find((c) => c.name === DEVICE_COOKIE)?.value;
    if (!device) throw new Error(`no device cookie in ${first.statusCode} ${first.body}`);
    await t.app.passwords.dummyHash();

    let adminMs = 0;
    let burst: Promise<Res[]> | undefined;
    const admin = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      // More strangers arrive at the same moment as the admin: in line ahead of it, their hashes alone would take
      // longer than a login may wait.
      burst = Promise.all(Array.from({ length: STORM_SIZE }, (_, i) => strangerLogin(i)));
      const started = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: {
          ...XHR_HEADERS,
          'x-forwarded-for': '192.0.2.1',
          cookie: `${DEVICE_COOKIE}=${encodeURIComponent(device)}`,
        },
        payload: TEST_ADMIN,
      });
      adminMs = performance.now() - started;
      return res;
    })();
    const answers = [...(await ongoingStorm(admin)), ...((await burst) ?? [])];
    const res = await admin;
    expect(res.statusCode, res.body).toBe(200);
    expect(adminMs).toBeLessThan(3_000);
    // The storm was more than the hashing could take: strangers were told to come back meanwhile.
    expect(answers.filter((a) => a.statusCode === 503).length).toBeGreaterThan(0);
  });
});
