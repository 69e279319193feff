import { adminHeaders } from './admin-session';

const BURST = 500;
/** Every tenth visitor submits twice at the same moment: the second must be refused as a duplicate. */
const DUPLICATE_EVERY = 10;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * 500 visitors (each from its own address, as seen through a trusted proxy) register for one event at once.
 * Checks that every one is stored exactly once and duplicates get 409, and reports the latency percentiles.
 */
export async function registrationBurst(baseUrl: string, adminPassword: string) {
  const events = (await (await fetch(`${baseUrl}/api/events`)).json()) as {
    id: string;
    registrationOpen: boolean;
  }[];
  const event = events.find((e) => e.registrationOpen);
  if (!event) throw new Error('no event open for registration');

  const submit = async (i: number) => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/registrations`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify({
        eventId: event.id,
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

  const jobs: Promise<{ i: number; status: number; ms: number }>[] = [];
  for (let i = 0; i < BURST; i++) {
    jobs.push(submit(i));
    if (i % DUPLICATE_EVERY === 0) jobs.push(submit(i));
  }
  const results = await Promise.all(jobs);
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
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(latencies.at(-1) ?? 0),
    exactlyOnce: ok,
  };
}
