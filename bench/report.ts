import { adminHeaders } from './admin-session';
import { median } from './statistics';

/** Registrations and checked-in parties of the report benchmark's event (BENCH_REPORT overrides, for a short try). */
export const REPORT_REGISTRATIONS = Number(process.env.BENCH_REPORT ?? 10_000);
export const REPORT_CHECK_INS = Math.round(REPORT_REGISTRATIONS * 0.8);
export const REPORT_BUDGET_MS = 200;
const REPORT_REQUESTS = 10;
export const REPORT_SLUG = 'bench-report-night';

/**
 * SQL that adds an event that ended yesterday, with `count` registrations made over the 60 days before it (sources,
 * party sizes, statuses and activity choices varied), and the first 80% of them checked in at the door over its
 * four hours: one check-in per party.
 */
export const seedReportEventSql = (count: number, checkIns: number) => `
  insert into events (slug, title, starts_at, ends_at, time_known, venue, address, capacity, activities)
  values ('${REPORT_SLUG}', 'Report Bench Night', now() - interval '1 day 4 hours', now() - interval '1 day', true,
          'Community Hall', '950 East St, Tracy, CA', ${count * 3},
          '[{"category":"Volunteering","options":[{"id":"opt_setup","name":"Set-up crew"},{"id":"opt_food","name":"Food stall"}]},
            {"category":"Performances","options":[{"id":"opt_dance","name":"Group dance"},{"id":"opt_sing","name":"Singing"}]}]');
  insert into registrations (event_id, full_name, email, guest_count, status, waitlist_order, source,
                             selected_activities, created_at)
  select e.id, 'Guest ' || g, 'report' || g || '@example.org', 1 + g % 5,
         case when g % 50 = 0 then 'cancelled' when g % 97 = 0 then 'waitlisted' else 'confirmed' end,
         case when g % 97 = 0 and g % 50 <> 0 then g end,
         (array['qr', 'flyer', 'whatsapp', 'email', 'share', 'direct', 'www.google.com'])[1 + g % 7],
         (array['[]', '["opt_setup"]', '["opt_food","opt_dance"]', '["opt_sing"]'])[1 + g % 4]::jsonb,
         e.starts_at - interval '60 days' + (g * interval '60 days') / ${count}
  from events e, generate_series(1, ${count}) g where e.slug = '${REPORT_SLUG}';
  with party as (
    select r.id, r.event_id, r.guest_count, e.starts_at,
           row_number() over (order by r.created_at, r.id) as n
    from registrations r join events e on e.id = r.event_id
    where e.slug = '${REPORT_SLUG}' and r.status = 'confirmed'
  ),
  arrived as (
    update registrations r set checked_in_people = party.guest_count
    from party where party.id = r.id and party.n <= ${checkIns}
    returning party.id, party.event_id, party.guest_count, party.starts_at, party.n
  )
  insert into check_ins (event_id, registration_id, people, created_at)
  select event_id, id, guest_count, starts_at + (n * interval '4 hours') / ${checkIns} from arrived;
  analyze registrations;
  analyze check_ins`;

/** The report of the benchmark's event, asked for REPORT_REQUESTS times after a first (warming) request. */
export async function reportTimes(baseUrl: string, adminPassword: string) {
  const headers = await adminHeaders(baseUrl, adminPassword);
  const url = `${baseUrl}/api/admin/events/${REPORT_SLUG}/report`;
  const first = await fetch(url, { headers });
  if (!first.ok) throw new Error(`report failed: ${first.status} ${await first.text()}`);
  const report = (await first.json()) as { checkedInPeople: number; signUpsByDay: unknown[] };
  const times: number[] = [];
  for (let i = 0; i < REPORT_REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return {
    registrations: REPORT_REGISTRATIONS,
    'checked-in parties': REPORT_CHECK_INS,
    'checked-in people': report.checkedInPeople,
    'days drawn': report.signUpsByDay.length,
    'median ms': Math.round(median(times)),
    'slowest ms': Math.round(Math.max(...times)),
  };
}
