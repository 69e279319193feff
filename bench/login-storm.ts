import { percentile } from './statistics';

// A login storm: 40 sign-ins at once from 40 addresses (X-Forwarded-For; the bench server trusts it), each
// reaching scrypt at the production cost. Meanwhile a static file and a cached read are fetched one after the
// other, as visitors would; their p99 must stay under the budget (the hashes must not take the thread pool that
// file reads share, nor the event loop).

export const STORM_LOGINS = 40;
export const STORM_P99_BUDGET_MS = 100;

const timed = async (url: string, init?: RequestInit) => {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
};

export async function loginStorm(baseUrl: string) {
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
      timed(`${baseUrl}/api/login`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          'X-Forwarded-For': `10.250.${i >> 8}.${(i & 255) + 1}`,
        },
        body: JSON.stringify({ username: `storm-${i}`, password: 'a guess at a password' }),
      }),
    ),
  ).finally(() => {
    done = true;
  });
  const files: number[] = [];
  const reads: number[] = [];
  const probe = async (url: string, into: number[]) => {
    while (!done) into.push((await timed(url)).ms);
  };
  await Promise.all([probe(staticUrl, files), probe(readUrl, reads), logins]);
  const answers = await logins;
  const count = (status: number) => answers.filter((a) => a.status === status).length;
  return {
    logins: STORM_LOGINS,
    'answered 401': count(401),
    'answered 503 (busy)': count(503),
    other: answers.filter((a) => a.status !== 401 && a.status !== 503).length,
    'storm s': Number(((performance.now() - started) / 1000).toFixed(1)),
    'slowest login ms': Math.round(Math.max(...answers.map((a) => a.ms))),
    'static requests': files.length,
    'static p99 ms': Math.round(percentile(files, 99)),
    'cached read requests': reads.length,
    'cached read p99 ms': Math.round(percentile(reads, 99)),
  };
}
