import { adminHeaders } from './admin-session';

const BURST = 500;
/** Every tenth visitor submits twice at the same moment: the second must be refused as a duplicate. */
const DUPLICATE_EVERY = 10;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

type Outcome = { i: number; status: number; ms: number };

/**
 * 500 visitors (each from its own address, as seen through a trusted proxy) register for one event at once;
 * every tenth submits twice at the same moment. Answers each request's status and latency.
 */
export async function fireBurst(baseUrl: string, eventId: string): Promise<Outcome[]> {
  const submit = async (i: number): Promise<Outcome> => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/registrations`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify({
        eventId,
        fullName: `Burst Visitor ${i}`,
        email: `Burst.Visitor.${i}@Example.org`,
        phone: '',
        guestCount: 1 + (i % 4),
        selectedActivities: [],
        activityResponses: [],
      }),
    });
    await res.arrayBuffer();
    return { i, status: res.status, ms: performance.now() - started };
  };
  const jobs: Promise<Outcome>[] = [];
  for (let i = 0; i < BURST; i++) {
    jobs.push(submit(i));
    if (i % DUPLICATE_EVERY === 0) jobs.push(submit(i));
  }
  return Promise.all(jobs);
}

const p99Of = (results: Outcome[]) =>
  Math.round(
    percentile(
      results.map((r) => r.ms).sort((a, b) => a - b),
      99,
    ),
  );

/**
 * The burst against the app: checks that every registration is stored exactly once and duplicates get 409,
 * and reports the latency percentiles next to those of the same burst against the bare hello-world server
 * (`floor p99`): on a small machine the client's own 550 connections cost more than the budget by themselves.
 */
export async function registrationBurst(baseUrl: string, adminPassword: string, helloUrl: string) {
  const events = (await (await fetch(`${baseUrl}/api/events`)).json()) as {
    id: string;
    registrationOpen: boolean;
  }[];
  const event = events.find((e) => e.registrationOpen);
  if (!event) throw new Error('no event open for registration');

  const floor = p99Of(await fireBurst(helloUrl, event.id));
  const results = await fireBurst(baseUrl, event.id);
  const created = results.filter((r) => r.status === 201).length;
  const conflicts = results.filter((r) => r.status === 409).length;
  const other = results.filter((r) => r.status !== 201 && r.status !== 409);

  const headers = await adminHeaders(baseUrl, adminPassword);
  const stored = (await (
    await fetch(`${baseUrl}/api/admin/events/${event.id}/registrations`, { headers })
  ).json()) as { email: string }[];
  const burstRows = stored.filter((r) => r.email.toLowerCase().startsWith('burst.visitor.'));
  const distinct = new Set(burstRows.map((r) => r.email.toLowerCase())).size;

  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  const ok =
    created === BURST &&
    conflicts === results.length - BURST &&
    other.length === 0 &&
    burstRows.length === BURST &&
    distinct === BURST;
  return {
    requests: results.length,
    created,
    conflicts,
    otherStatuses: [...new Set(other.map((r) => r.status))].join(',') || '-',
    stored: burstRows.length,
    p50: Math.round(percentile(latencies, 50)),
    p99: p99Of(results),
    max: Math.round(latencies.at(-1) ?? 0),
    'floor p99': floor,
    'p99 over floor': p99Of(results) - floor,
    exactlyOnce: ok,
  };
}
