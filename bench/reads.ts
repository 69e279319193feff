import autocannon from 'autocannon';

export type Measurement = { name: string; rps: number; p99: number };

export async function measure(name: string, url: string, durationSeconds: number): Promise<Measurement> {
  const result = await autocannon({ url, connections: 20, duration: durationSeconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { name, rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * Each target measured right after the hello-world yardstick, so both see the same machine state; the ratio
 * is the target's throughput over the yardstick's.
 */
export async function measureAgainstHello(
  helloUrl: string,
  targets: { name: string; url: string }[],
  durationSeconds: number,
) {
  const rows: { name: string; rps: number; p99: number; helloRps: number; ratio: number }[] = [];
  for (const target of targets) {
    const hello = await measure('hello', helloUrl, durationSeconds);
    const m = await measure(target.name, target.url, durationSeconds);
    rows.push({ ...m, helloRps: hello.rps, ratio: m.rps / hello.rps });
  }
  return rows;
}
