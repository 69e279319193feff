import { calendarDateIn } from '@shared/dates';

type CalendarEvent = {
  title: string;
  description: string;
  date: string;
  time: string | null;
  venue: string;
  address: string;
};

const CLOCK = /(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?/gi;
const DEFAULT_DURATION_HOURS = 3;

const pad = (n: number) => String(n).padStart(2, '0');

/** Reads "6:00 PM", "6 pm - 10:30 pm" and the like; the admin types the time as free text. */
export function parseTimeRange(time: string | null): { start: number; end: number | null } | null {
  if (!time) return null;
  const minutes = [...time.matchAll(CLOCK)].map((m) => {
    const hour = Number(m[1]) % 12;
    const pm = m[3]?.toLowerCase() === 'p';
    return (hour + (pm ? 12 : 0)) * 60 + Number(m[2] ?? 0);
  });
  const [start, end] = minutes;
  if (start === undefined || Number(time.match(/\d{1,2}/)?.[0]) > 12) return null;
  return { start, end: end !== undefined && end > start ? end : null };
}

const compactDate = (ymd: string) => ymd.replaceAll('-', '');

function nextDay(ymd: string): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const wallClock = (ymd: string, minutes: number) =>
  `${compactDate(ymd)}T${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`;

/**
 * A Google Calendar "add event" link. Times are wall-clock times in the site's zone (ctz), so the entry lands at
 * the right hour wherever the visitor is; without a readable time it becomes an all-day entry.
 */
export function googleCalendarUrl(
  event: CalendarEvent,
  timeZone: string,
  pageUrl?: string,
  /** The event's calendar day in the zone, when the caller has it already. */
  day = calendarDateIn(new Date(event.date), timeZone),
): string {
  const range = parseTimeRange(event.time);
  let dates: string;
  if (range) {
    const end = Math.min(range.end ?? range.start + DEFAULT_DURATION_HOURS * 60, 23 * 60 + 59);
    dates = `${wallClock(day, range.start)}/${wallClock(day, end)}`;
  } else {
    dates = `${compactDate(day)}/${compactDate(nextDay(day))}`;
  }
  const details = [event.description, pageUrl].filter(Boolean).join('\n\n');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates,
    details,
    location: [event.venue, event.address].filter(Boolean).join(', '),
    ctz: timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
