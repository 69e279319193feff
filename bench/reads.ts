import autocannon from 'autocannon';
import { cpuMs } from './processes';
import { median } from './statistics';

export type Measurement = { name: string; rps: number; p99: number; cpuMicrosPerAnswer: number };

const CONNECTIONS = 20;
/**
 * What every browser sends. Without it the server-rendered page (about 100 KB, its critical CSS inline) would be
 * measured as no visitor receives it: the load generator, reading 100 KB an answer on the same cores, would be
 * what is measured. Hello world's tiny answer is sent as it is either way.
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
/** Rounds per target; the reported ratio is their median, so one disturbed round does not decide it. */
const ROUNDS = 3;

/** Throughput and p99 of one target, and what each answer cost the process serving it (CPU time per answer). */
export async function measure(
  name: string,
  url: string,
  durationSeconds: number,
  pid: number,
): Promise<Measurement> {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: durationSeconds,
    headers: BROWSER_HEADERS,
  });
  const cpuMicros = (cpuMs(pid) - cpuBefore) * 1000;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuMicrosPerAnswer: cpuMicros / Math.max(1, result.requests.total),
  };
}

/** The bytes a target answers a browser with, and in which encoding. */
async function answerOf(url: string) {
  const res = await fetch(url, { headers: BROWSER_HEADERS });
  // fetch decodes the body: the length on the wire is Content-Length (the cache always sends one).
  await res.arrayBuffer();
  return { bytes: Number(res.headers.get('content-length')), encoding: res.headers.get('content-encoding') };
}

type Target = { name: string; url: string };
type Server = { url: string; pid: number };

/**
 * Each target is measured in rounds, each right after two yardsticks so all see the same machine state (after a
 * one-second warm-up, so none is measured cold): the bare hello world, and the hello world sending as many bytes
 * as the target does, bytes like a compressed page's (the load generator reads a body as text: a compressed
 * page costs it about seven times what as many ASCII letters do). The ratios are the target's throughput over each
 * yardstick's, the median of the rounds; and the CPU ratio, the same-bytes hello world's CPU time per answer over
 * the target's: what serving the answer costs the server itself, whatever the load generator can read.
 */
export async function measureAgainstHello(
  hello: Server,
  app: Server,
  targets: Target[],
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
    cpuMicrosPerAnswer: number;
    sameBytesCpuMicrosPerAnswer: number;
    cpuRatio: number;
  }[] = [];
  await measure('hello warm-up', hello.url, 1, hello.pid);
  for (const target of targets) {
    await measure(`${target.name} warm-up`, target.url, 1, app.pid);
    const { bytes, encoding } = await answerOf(target.url);
    const sameBytesUrl = `${hello.url.replace(/\/$/, '')}/bytes/${bytes}${encoding ? `?encoding=${encoding}` : ''}`;
    const rounds: { target: Measurement; hello: Measurement; sameBytes: Measurement }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const plain = await measure('hello', hello.url, durationSeconds, hello.pid);
      const sameBytes = await measure('hello, same bytes', sameBytesUrl, durationSeconds, hello.pid);
      rounds.push({
        hello: plain,
        sameBytes,
        target: await measure(target.name, target.url, durationSeconds, app.pid),
      });
    }
    const middle = (of: (r: (typeof rounds)[number]) => number) => median(rounds.map(of));
    rows.push({
      name: target.name,
      bytes,
      rps: middle((r) => r.target.rps),
      p99: middle((r) => r.target.p99),
      helloRps: middle((r) => r.hello.rps),
      ratio: middle((r) => r.target.rps / r.hello.rps),
      sameBytesRps: middle((r) => r.sameBytes.rps),
      sameBytesRatio: middle((r) => r.target.rps / r.sameBytes.rps),
      cpuMicrosPerAnswer: middle((r) => r.target.cpuMicrosPerAnswer),
      sameBytesCpuMicrosPerAnswer: middle((r) => r.sameBytes.cpuMicrosPerAnswer),
      cpuRatio: middle((r) => r.sameBytes.cpuMicrosPerAnswer / r.target.cpuMicrosPerAnswer),
    });
  }
  return rows;
}
