import { randomUUID } from 'node:crypto';
import { adminHeaders } from './admin-session';
import { untilIdle } from './processes';
import { percentile } from './statistics';

/** Check-ins measured (BENCH_CHECK_INS makes a quick trial run smaller). */
export const CHECK_INS = Number(process.env.BENCH_CHECK_INS ?? 200);
/** Doors checking in at the same time, each one ticket after another, as volunteers at a busy entrance do. */
const DOORS = 8;
/** Check-ins made first and not measured: the server's first queries of a kind are slower. */
const WARM_UP = 2 * DOORS;
export const CHECK_IN_P99_BUDGET_MS = 25;

type Ticket = { ticketCode: string; guestCount: number };
type Outcome = { status: number; ms: number };

/** Each door works through its share of the tickets one after another; all doors at once. */
async function fireCheckIns(
  baseUrl: string,
  eventId: string,
  tickets: Ticket[],
  headers: Record<string, string>,
) {
  const outcomes: Outcome[] = [];
  const queue = tickets.map((ticket) => ({ ticket, clientId: randomUUID() }));
  const door = async (device: number) => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const started = performance.now();
      const res = await fetch(`${baseUrl}/api/admin/events/${eventId}/check-ins`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', 'X-Device-Id': `bench-door-${device}` },
        body: JSON.stringify({ code: next.ticket.ticketCode, clientId: next.clientId }),
      });
      await res.arrayBuffer();
      outcomes.push({ status: res.status, ms: performance.now() - started });
    }
  };
  await Promise.all(Array.from({ length: DOORS }, (_, i) => door(i)));
  return outcomes;
}

/**
 * 200 parties registered for a new event (and a few more for an unmeasured warm-up), then checked in by ticket code from 8 doors at once: every check-in
 * answered 200 and counted (the door's list shows each party arrived in full), with the latency percentiles next
 * to the same requests against the bare hello world (`floor p99`).
 */
export async function checkInLatency(
  baseUrl: string,
  adminPassword: string,
  helloUrl: string,
  appPid?: number,
) {
  const headers = await adminHeaders(baseUrl, adminPassword);
  const created = await fetch(`${baseUrl}/api/admin/events`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: `Bench check-in ${Date.now()}`,
      date: '2030-07-04',
      venue: 'Community Hall',
      address: '1 Main St',
    }),
  });
  if (!created.ok) throw new Error(`could not create an event: ${created.status} ${await created.text()}`);
  const eventId = ((await created.json()) as { id: string }).id;

  const tickets: Ticket[] = [];
  for (let i = 0; i < WARM_UP + CHECK_INS; i++) {
    const res = await fetch(`${baseUrl}/api/registrations`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-Forwarded-For': `10.200.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify({
        eventId,
        fullName: `Door Guest ${i}`,
        email: `door.guest.${i}@example.org`,
        guestCount: 1 + (i % 4),
        selectedActivities: [],
        activityResponses: [],
      }),
    });
    if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
    const { ticketCode, guestCount } = (await res.json()) as {
      ticketCode: string | null;
      guestCount: number;
    };
    if (!ticketCode) throw new Error('a registration without a ticket');
    tickets.push({ ticketCode, guestCount });
  }

  const measured = tickets.splice(WARM_UP);
  await fireCheckIns(baseUrl, eventId, tickets, headers);
  await untilIdle(appPid);
  const floor = await fireCheckIns(helloUrl, eventId, measured, headers);
  const results = await fireCheckIns(baseUrl, eventId, measured, headers);
  const list = (await (
    await fetch(`${baseUrl}/api/admin/events/${eventId}/check-in-list`, { headers })
  ).json()) as { registrations: { guestCount: number; checkedIn: number }[] };
  const allIn =
    results.every((r) => r.status === 200) &&
    list.registrations.length === WARM_UP + CHECK_INS &&
    list.registrations.every((r) => r.checkedIn === r.guestCount);
  const p = (outcomes: Outcome[], n: number) =>
    Math.round(
      percentile(
        outcomes.map((o) => o.ms),
        n,
      ),
    );
  return {
    'check-ins': results.length,
    doors: DOORS,
    'all counted once': allIn,
    'p50 ms': p(results, 50),
    'p99 ms': p(results, 99),
    'floor p99 ms': p(floor, 99),
    'p99 over floor ms': p(results, 99) - p(floor, 99),
  };
}
