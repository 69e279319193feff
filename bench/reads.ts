import autocannon from 'autocannon';
import { median } from './statistics';

export type Measurement = { name: string; rps: number; p99: number };

const CONNECTIONS = 20;
/**
 * What every browser sends. Without it the server-rendered page (about 100 KB, its critical CSS inline) would be
 * measured as no visitor receives it: the load generator, reading 100 KB an answer on the same cores, would be
 * what is measured. Hello world's tiny answer is sent as it is either way.
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
/** Rounds per target; the reported ratio is their median, so one disturbed round does not decide it. */
const ROUNDS = 3;

export async function measure(name: string, url: string, durationSeconds: number): Promise<Measurement> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: durationSeconds,
    headers: BROWSER_HEADERS,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { name, rps: result.requests.average, p99: result.latency.p99 };
}

/** The bytes a target answers a browser with, and in which encoding. */
async function answerOf(url: string) {
  const res = await fetch(url, { headers: BROWSER_HEADERS });
  // fetch decodes the body: the length on the wire is Content-Length (the cache always sends one).
  await res.arrayBuffer();
  return { bytes: Number(res.headers.get('content-length')), encoding: res.headers.get('content-encoding') };
}

/**
 * Each target is measured in rounds, each right after two yardsticks so all see the same machine state (after a
 * one-second warm-up, so none is measured cold): the bare hello world, and the hello world sending as many bytes
 * as the target does. The ratios are the target's throughput over each yardstick's, the median of the rounds.
 * The second is the budget's: on one machine the load generator reading a 20 KB page costs more than the server
 * sending it, so against a 17-byte hello even a page served from memory measures a fifth.
 */
export async function measureAgainstHello(
  helloUrl: string,
  targets: { name: string; url: string }[],
  durationSeconds: number,
) {
  const rows: {
    name: string;
    bytes: number;
    rps: number;
    p99: number;
    helloRps: number;
    ratio: number;
    sameBytesRps: number;
    sameBytesRatio: number;
  }[] = [];
  await measure('hello warm-up', helloUrl, 1);
  for (const target of targets) {
    await measure(`${target.name} warm-up`, target.url, 1);
    const { bytes, encoding } = await answerOf(target.url);
    const sameBytesUrl = `${helloUrl.replace(/\/$/, '')}/bytes/${bytes}${encoding ? `?encoding=${encoding}` : ''}`;
    const rounds: { target: Measurement; hello: Measurement; sameBytes: Measurement }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const hello = await measure('hello', helloUrl, durationSeconds);
      const sameBytes = await measure('hello, same bytes', sameBytesUrl, durationSeconds);
      rounds.push({ hello, sameBytes, target: await measure(target.name, target.url, durationSeconds) });
    }
    rows.push({
      name: target.name,
      bytes,
      rps: median(rounds.map((r) => r.target.rps)),
      p99: median(rounds.map((r) => r.target.p99)),
      helloRps: median(rounds.map((r) => r.hello.rps)),
      ratio: median(rounds.map((r) => r.target.rps / r.hello.rps)),
      sameBytesRps: median(rounds.map((r) => r.sameBytes.rps)),
      sameBytesRatio: median(rounds.map((r) => r.target.rps / r.sameBytes.rps)),
    });
  }
  return rows;
}
