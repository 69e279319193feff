import { calendarDateIn, zonedTimeToUtc } from '@shared/dates';

// An iCalendar (RFC 5545) file for one event: CRLF line ends, TEXT escaping (§3.3.11), lines folded at 75 octets
// (§3.1), times in UTC.

export type IcsEvent = {
  uid: string;
  title: string;
  description?: string;
  location?: string;
  url?: string;
  start: Date;
  end: Date;
  /** When this calendar object was made (DTSTAMP). */
  stamp: Date;
};

const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line into chunks of at most 75 octets, never splitting a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line may hold 75 octets; continuation lines start with a space, leaving 74.
  let limit = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 20251018T230000Z */
export function formatIcsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function buildIcs(event: IcsEvent, prodId = '-//Community Events//Calendar//EN'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatIcsUtc(event.stamp)}`,
    `DTSTART:${formatIcsUtc(event.start)}`,
    `DTEND:${formatIcsUtc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

type ClockTime = { hour: number; minute: number };

/** "5:00 PM", "5 pm", "17:30", "5.30pm" → hours and minutes; null when it is not a time of day. */
function parseClock(text: string): ClockTime | null {
  const m = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?\s*$/i.exec(text);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = m[2] ? Number(m[2]) : 0;
  const meridiem = m[3]?.toLowerCase().replace(/\./g, '');
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    if (meridiem === 'pm' && hour !== 12) hour += 12;
    if (meridiem === 'am' && hour === 12) hour = 0;
  } else if (hour > 23 || !m[2]) {
    // A bare number ("5") is too ambiguous to be a time.
    return null;
  }
  return { hour, minute };
}

/**
 * Parses an event's free-text time ("5:00 PM - 10:00 PM", "11:00 AM", "18:00-21:00"): its start and, when given,
 * its end. An end without a meridiem takes the start's ("5 - 9 PM" is read as 5 PM to 9 PM).
 */
export function parseTimeRange(
  text: string | null | undefined,
): { start: ClockTime; end?: ClockTime } | null {
  if (!text) return null;
  const [first, second, ...rest] = text.split(/\s*(?:-|–|—|to)\s*/i);
  if (first === undefined || rest.length > 0) return null;
  const meridiemOf = (s: string | undefined) => /([ap])\.?m\.?\s*$/i.exec(s ?? '')?.[1];
  const endMeridiem = meridiemOf(second);
  const start =
    meridiemOf(first) || !endMeridiem ? parseClock(first) : parseClock(`${first} ${endMeridiem}m`);
  if (!start) return null;
  if (second === undefined) return { start };
  const end = parseClock(second);
  return end ? { start, end } : { start };
}

/**
 * When an event starts and ends: its calendar day in the site's zone at the parsed time of day; when the time
 * text is missing or not understood, the stored date itself. Two hours long unless an end time is given.
 */
export function eventInterval(
  event: { date: Date; time: string | null },
  timeZone: string,
): { start: Date; end: Date } {
  const range = parseTimeRange(event.time);
  if (!range) return { start: event.date, end: new Date(event.date.getTime() + DEFAULT_DURATION_MS) };
  const [year, month, day] = calendarDateIn(event.date, timeZone).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const start = zonedTimeToUtc({ year, month, day, ...range.start }, timeZone);
  if (!range.end) return { start, end: new Date(start.getTime() + DEFAULT_DURATION_MS) };
  let end = zonedTimeToUtc({ year, month, day, ...range.end }, timeZone);
  // An end before the start runs past midnight.
  if (end <= start) end = new Date(end.getTime() + 24 * 60 * 60 * 1000);
  return { start, end };
}

/** What an event's calendar entry is made from. */
export type CalendarEvent = {
  id: string;
  slug: string;
  title: string;
  description: string;
  venue: string;
  address: string;
  date: Date;
  time: string | null;
};

/** An event as an iCalendar file: its UID is stable per site, its link is the event's page. */
export function eventIcs(
  event: CalendarEvent,
  options: { timeZone: string; siteUrl: string; stamp: Date },
): string {
  const { start, end } = eventInterval(event, options.timeZone);
  return buildIcs({
    uid: `${event.id}@${new URL(options.siteUrl).hostname}`,
    title: event.title,
    description: event.description,
    location: `${event.venue}, ${event.address}`,
    url: `${options.siteUrl}/events/${event.slug}`,
    start,
    end,
    stamp: options.stamp,
  });
}
