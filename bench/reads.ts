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

/**
 * Each target is measured in rounds, each right after the hello-world yardstick so both see the same machine
 * state (after a one-second warm-up of both, so neither is measured cold); the ratio is the target's throughput
 * over the yardstick's, the median of the rounds.
 */
export async function measureAgainstHello(
  helloUrl: string,
  targets: { name: string; url: string }[],
  durationSeconds: number,
) {
  const rows: { name: string; rps: number; p99: number; helloRps: number; ratio: number }[] = [];
  await measure('hello warm-up', helloUrl, 1);
  for (const target of targets) {
    await measure(`${target.name} warm-up`, target.url, 1);
    const rounds: { target: Measurement; hello: Measurement }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const hello = await measure('hello', helloUrl, durationSeconds);
      rounds.push({ hello, target: await measure(target.name, target.url, durationSeconds) });
    }
    rows.push({
      name: target.name,
      rps: median(rounds.map((r) => r.target.rps)),
      p99: median(rounds.map((r) => r.target.p99)),
      helloRps: median(rounds.map((r) => r.hello.rps)),
      ratio: median(rounds.map((r) => r.target.rps / r.hello.rps)),
    });
  }
  return rows;
}
