import { adminHeaders } from './admin-session';
import { REPORT_REGISTRATIONS, REPORT_SLUG } from './report';
import { median, percentile } from './statistics';

// The organiser's lists at festival size: the registrations list a page at a time (on the report benchmark's
// event of 10,000 registrations), and the door's list for offline use of an event of 5,000 parties.

export const LIST_PAGE_P99_BUDGET_MS = 20;
export const LIST_SEARCH_P99_BUDGET_MS = 50;
export const DOOR_PARTIES = 5_000;
export const DOOR_LIST_KB_BUDGET = 300;
export const DOOR_LIST_MS_BUDGET = 200;
const DOOR_SLUG = 'bench-door-night';
/** Requests per measured kind, after one that warms it up. */
const REPEATS = 20;

/** A ticket code as the app makes them: 18 random bytes in base64url (24 characters). */
const TICKET_CODE_SQL = `translate(encode(decode(replace(gen_random_uuid()::text, '-', '')
  || left(replace(gen_random_uuid()::text, '-', ''), 4), 'hex'), 'base64'), '+/', '-_')`;

/**
 * SQL that adds an event of today with `count` confirmed parties, a third of them with named guests, their
 * ticket codes like the app's own.
 */
export const seedDoorEventSql = (count: number) => `
  insert into events (slug, title, starts_at, time_known, venue, address)
  values ('${DOOR_SLUG}', 'Door Bench Night', now() + interval '2 hours', true, 'Community Hall', '950 East St');
  insert into registrations (event_id, full_name, email, phone, guest_count, guests, created_at, ticket_code)
  select e.id, 'Door Guest ' || g, 'door' || g || '@example.org', '209-555-' || lpad((g % 10000)::text, 4, '0'),
         1 + g % 4,
         case when g % 3 = 0 then jsonb_build_array(jsonb_build_object('name', 'Family Member ' || g)) else '[]' end,
         now() - interval '20 days' + (g * interval '20 days') / ${count}, ${TICKET_CODE_SQL}
  from events e, generate_series(1, ${count}) g where e.slug = '${DOOR_SLUG}';
  analyze registrations`;

/** The server's own time for an answer, from its `Server-Timing: app;dur=…` header. */
const serverTimeOf = (header: string | null | undefined) => /app;dur=([\d.]+)/.exec(header ?? '')?.[1];

/**
 * Each URL asked REPEATS times after a first: the answers' server times (the server's `Server-Timing: app`, from
 * the request's arrival until its answer is ready) and their times as this client sees them (an upper bound:
 * the client's own parsing, and its scheduling on the same two cores, included).
 */
async function timesOf(urls: string[], headers: Record<string, string>) {
  const server: number[] = [];
  const client: number[] = [];
  for (const url of urls) {
    const first = await fetch(url, { headers });
    if (!first.ok) throw new Error(`${url}: ${first.status} ${await first.text()}`);
    await first.arrayBuffer();
    for (let i = 0; i < REPEATS; i++) {
      const started = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      client.push(performance.now() - started);
      const duration = serverTimeOf(res.headers.get('server-timing'));
      if (duration === undefined) throw new Error(`${url}: no Server-Timing in the answer`);
      server.push(Number(duration));
    }
  }
  return { server, client };
}

const summary = (times: number[]) => ({
  median: Math.round(median(times) * 10) / 10,
  p99: Math.round(percentile(times, 99) * 10) / 10,
});

/** Pages of the registrations list of the report event (sorted four ways, filtered), and searches in it. */
export async function adminListTimes(baseUrl: string, adminPassword: string) {
  const headers = await adminHeaders(baseUrl, adminPassword);
  const event = (await (await fetch(`${baseUrl}/api/admin/events/${REPORT_SLUG}`, { headers })).json()) as {
    id: string;
  };
  const list = (query: string) =>
    `${baseUrl}/api/admin/registrations?eventId=${event.id}&pageSize=50&${query}`;
  const pages = await timesOf(
    [
      list('page=1'),
      list('page=100&sort=fullName&order=asc'),
      list('page=150&sort=people&order=desc'),
      list('page=40&status=confirmed&checkedIn=false'),
    ],
    headers,
  );
  // Every event's registrations at once, sorted by event: not an event's list, so outside its budget. It counts
  // and orders every registration of the site (all of the benchmark's events by then), so it grows with them.
  const everyEvent = await timesOf(
    [`${baseUrl}/api/admin/registrations?pageSize=100&page=3&sort=event`],
    headers,
  );
  const searches = await timesOf(
    [list('q=guest%2012'), list('q=REPORT777'), list('q=example.org&page=20'), list('q=zzz-nobody')],
    headers,
  );
  const total = ((await (await fetch(list('page=1'), { headers })).json()) as { total: number }).total;
  return {
    registrations: total,
    'page median ms': summary(pages.server).median,
    'page p99 ms': summary(pages.server).p99,
    'page p99 ms (client)': summary(pages.client).p99,
    'search median ms': summary(searches.server).median,
    'search p99 ms': summary(searches.server).p99,
    'search p99 ms (client)': summary(searches.client).p99,
    'every event by event p99 ms': summary(everyEvent.server).p99,
    complete: total === REPORT_REGISTRATIONS,
  };
}

/** One GET read to its last byte as it comes off the wire, compressed: its bytes, encoding and server time. */
async function wireGet(url: string, headers: Record<string, string>) {
  const { request } = await import('node:http');
  return new Promise<{ bytes: number; encoding: string; ms: number; serverMs: number }>((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => {
        const serverMs = serverTimeOf(res.headers['server-timing']?.toString());
        if (res.statusCode !== 200 || serverMs === undefined)
          return reject(new Error(`${url}: ${res.statusCode}, Server-Timing ${serverMs}`));
        resolve({
          bytes,
          encoding: String(res.headers['content-encoding'] ?? 'none'),
          ms: performance.now() - started,
          serverMs: Number(serverMs),
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The door's list of the door event, compressed as a browser asks for it, timed until its last byte arrives (a
 * phone's browser undoes the compression in its network code; this process would do it in JavaScript, on the
 * same two cores as the server, and time that instead).
 */
export async function doorListTimes(baseUrl: string, adminPassword: string) {
  const headers = { ...(await adminHeaders(baseUrl, adminPassword)), 'Accept-Encoding': 'br, gzip' };
  const event = (await (await fetch(`${baseUrl}/api/admin/events/${DOOR_SLUG}`, { headers })).json()) as {
    id: string;
  };
  const url = `${baseUrl}/api/admin/events/${event.id}/check-in-list`;
  const first = await wireGet(url, headers);
  const answers = [];
  for (let i = 0; i < REPEATS; i++) answers.push(await wireGet(url, headers));
  const parties = ((await (await fetch(url, { headers })).json()) as { registrations: unknown[] })
    .registrations.length;
  return {
    parties,
    encoding: first.encoding,
    KB: Math.round(first.bytes / 1024),
    'median ms': summary(answers.map((a) => a.ms)).median,
    'p99 ms': summary(answers.map((a) => a.ms)).p99,
    'p99 ms (server)': summary(answers.map((a) => a.serverMs)).p99,
    complete: parties === DOOR_PARTIES,
  };
}
