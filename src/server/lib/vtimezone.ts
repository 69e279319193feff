import { wallClockIn, zoneOffsetMinutes } from '@shared/dates';

// A VTIMEZONE (RFC 5545 §3.6.5) for an IANA zone, worked out from what Intl knows of it: the offset changes of one
// year, each as a yearly rule on its weekday ("the second Sunday of March"). Enough for a recurring event whose
// DTSTART names the zone (TZID): calendar apps then keep its wall-clock time across daylight-saving changes.

const pad = (n: number) => String(n).padStart(2, '0');
const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** The instants in the year at which the zone's offset changes (to the minute). */
function transitionsIn(timeZone: string, year: number): Date[] {
  const found: Date[] = [];
  const dayMs = 86_400_000;
  let previous = new Date(Date.UTC(year, 0, 1));
  let previousOffset = zoneOffsetMinutes(previous, timeZone);
  for (let t = previous.getTime() + dayMs; t <= Date.UTC(year + 1, 0, 1); t += dayMs) {
    const offset = zoneOffsetMinutes(new Date(t), timeZone);
    if (offset !== previousOffset) {
      let lo = previous.getTime();
      let hi = t;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
        if (zoneOffsetMinutes(new Date(mid), timeZone) === previousOffset) lo = mid;
        else hi = mid;
      }
      found.push(new Date(hi));
    }
    previous = new Date(t);
    previousOffset = offset;
  }
  return found;
}

const cache = new Map<string, string[]>();

/** The VTIMEZONE lines of the zone, its rules as in force in `year`. */
export function vtimezoneLines(timeZone: string, year: number): string[] {
  const key = `${timeZone} ${year}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  const transitions = transitionsIn(timeZone, year);
  if (transitions.length === 0) {
    const offset = offsetText(zoneOffsetMinutes(new Date(Date.UTC(year, 0, 1)), timeZone));
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
    );
  }
  for (const instant of transitions) {
    const from = zoneOffsetMinutes(new Date(instant.getTime() - 60_000), timeZone);
    const to = zoneOffsetMinutes(instant, timeZone);
    // The wall clock just before the change, as the old offset shows it (02:00 for a change at 2 AM).
    const local = wallClockIn(new Date(instant.getTime() - 60_000), timeZone);
    const minuteAfter = new Date(
      Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute + 1),
    );
    const weekday = WEEKDAY_CODES[new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay()];
    const lastOfMonth = new Date(Date.UTC(local.year, local.month, 0)).getUTCDate();
    const nth = local.day + 7 > lastOfMonth ? -1 : Math.ceil(local.day / 7);
    const kind = to > from ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${minuteAfter.getUTCFullYear()}${pad(minuteAfter.getUTCMonth() + 1)}${pad(minuteAfter.getUTCDate())}T${pad(minuteAfter.getUTCHours())}${pad(minuteAfter.getUTCMinutes())}00`,
      `RRULE:FREQ=YEARLY;BYMONTH=${local.month};BYDAY=${nth}${weekday}`,
      `TZOFFSETFROM:${offsetText(from)}`,
      `TZOFFSETTO:${offsetText(to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  cache.set(key, lines);
  return lines;
}
