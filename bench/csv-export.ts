import fs from 'node:fs';
import { adminHeaders } from './admin-session';
import { peakRssMiB } from './processes';

export const EXPORT_ROWS = 100_000;

/** SQL that adds `count` registrations to an event, for the export benchmark. */
export const seedRegistrationsSql = (eventId: string, count: number) => `
  insert into registrations (event_id, full_name, email, phone, guest_count, selected_activities, activity_responses)
  select '${eventId}', 'Guest ' || g, 'guest' || g || '@example.org', '209-555-' || lpad((g % 10000)::text, 4, '0'),
         1 + g % 5, '["opt_1700000000000_dance1"]'::jsonb,
         '[{"category":"Performances","response":"=HYPERLINK(\\"x\\") and a song"}]'::jsonb
  from generate_series(1, ${count}) g;
  -- What autovacuum would do after a bulk load: without statistics the planner sorts instead of using the index.
  analyze registrations`;

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024);
}

/** Downloads the export of an event with EXPORT_ROWS registrations, sampling the server's memory meanwhile. */
export async function csvExport(baseUrl: string, adminPassword: string, eventId: string, serverPid: number) {
  const headers = await adminHeaders(baseUrl, adminPassword);
  const before = rssMiB(serverPid);
  let highest = before;
  const sampler = setInterval(() => {
    highest = Math.max(highest, rssMiB(serverPid));
  }, 20);
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/admin/events/${eventId}/registrations/export`, { headers });
  if (!res.ok || !res.body) throw new Error(`export failed: ${res.status}`);
  let bytes = 0;
  let lines = 0;
  const reader = res.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.length;
    for (let at = chunk.value.indexOf(10); at !== -1; at = chunk.value.indexOf(10, at + 1)) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return {
    rows: lines - 1,
    MiB: Number((bytes / 1024 / 1024).toFixed(1)),
    seconds: Number(seconds.toFixed(2)),
    'server RSS before MiB': before,
    'server RSS peak during MiB': highest,
    'server peak since start MiB': peakRssMiB(serverPid),
  };
}
