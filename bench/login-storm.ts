import { percentile } from './statistics';

// A login storm: 40 sign-ins at once from 40 addresses (X-Forwarded-For; the bench server trusts it), each
// reaching scrypt at the production cost. Meanwhile a static file and a cached read are fetched one after the
// other, as visitors would; their p99 must stay under the budget (the hashes must not take the thread pool that
// file reads share, nor the event loop). Once the storm fills the hashing queue, the admin signs in from a
// browser it has used before (a device cookie): it must be let in within the budget, ahead of the storm.

export const STORM_LOGINS = 40;
export const STORM_P99_BUDGET_MS = 100;
export const KNOWN_DEVICE_LOGIN_BUDGET_MS = 3000;
/** When the admin signs in, after the storm began: its logins are all waiting for their turn by then. */
const ADMIN_LOGIN_AFTER_MS = 500;

const timed = async (url: string, init?: RequestInit) => {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
};

const login = (
  baseUrl: string,
  body: { username: string; password: string },
  headers: Record<string, string>,
) =>
  timed(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...headers },
    body: JSON.stringify(body),
  });

export async function loginStorm(baseUrl: string, adminPassword: string, adminUsername = 'admin') {
  // The admin's browser has signed in before: it holds a device cookie for the username.
  const admin = { username: adminUsername, password: adminPassword };
  const first = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(admin),
  });
  await first.arrayBuffer();
  const deviceCookie = first.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c?.startsWith('device='));
  if (!first.ok || !deviceCookie) throw new Error(`the admin's first login failed: ${first.status}`);

  // A stored image, served from disk as the review's slow one was.
  const gallery = (await (await fetch(`${baseUrl}/api/gallery`)).json()) as { imagePath: string }[];
  const image = gallery[0]?.imagePath;
  if (!image) throw new Error('no demo image to measure');
  const staticUrl = new URL(image, baseUrl).toString();
  const readUrl = `${baseUrl}/api/events`;
  // Warm: the read is cached and the file's metadata known before the storm.
  await timed(staticUrl);
  await timed(readUrl);

  let done = false;
  const started = performance.now();
  const logins = Promise.all(
    Array.from({ length: STORM_LOGINS }, (_, i) =>
      login(
        baseUrl,
        { username: `storm-${i}`, password: 'a guess at a password' },
        { 'X-Forwarded-For': `10.250.${i >> 8}.${(i & 255) + 1}` },
      ),
    ),
  ).finally(() => {
    done = true;
  });
  const adminLogin = new Promise((resolve) => setTimeout(resolve, ADMIN_LOGIN_AFTER_MS)).then(() =>
    login(baseUrl, admin, { Cookie: deviceCookie }),
  );
  const files: number[] = [];
  const reads: number[] = [];
  const probe = async (url: string, into: number[]) => {
    while (!done) into.push((await timed(url)).ms);
  };
  await Promise.all([probe(staticUrl, files), probe(readUrl, reads), logins, adminLogin]);
  const answers = await logins;
  const known = await adminLogin;
  const count = (status: number) => answers.filter((a) => a.status === status).length;
  return {
    logins: STORM_LOGINS,
    'answered 401': count(401),
    'answered 503 (busy)': count(503),
    other: answers.filter((a) => a.status !== 401 && a.status !== 503).length,
    'storm s': Number(((performance.now() - started) / 1000).toFixed(1)),
    'slowest login ms': Math.round(Math.max(...answers.map((a) => a.ms))),
    'known-device admin login': known.status,
    'known-device admin login ms': Math.round(known.ms),
    'static requests': files.length,
    'static p99 ms': Math.round(percentile(files, 99)),
    'cached read requests': reads.length,
    'cached read p99 ms': Math.round(percentile(reads, 99)),
  };
}
