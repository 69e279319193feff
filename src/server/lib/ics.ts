import { calendarSpan, type EventTiming } from '@shared/event-time';
import { DEFAULT_LOCALE, type Locale, localizedPath } from '@shared/i18n/locales';

// An iCalendar (RFC 5545) file for one event: CRLF line ends, TEXT escaping (§3.3.11), lines folded at 75 octets
// (§3.1), times in UTC (or whole days when an event's time of day is unknown).

export type IcsEvent = {
  uid: string;
  title: string;
  description?: string;
  location?: string;
  url?: string;
  /** UTC date-times (20270117T020000Z) or, for an all-day event, dates (20270116, end exclusive). */
  span: { allDay: boolean; start: string; end: string };
  /** When this calendar object was last changed (DTSTAMP, LAST-MODIFIED). */
  stamp: Date;
  /** Raised on every change, so calendar apps replace the entry they have. */
  sequence: number;
  cancelled: boolean;
};

/**
 * The control characters a TEXT value may not hold (§3.3.11): all but the tab, line breaks being escaped. With
 * them U+FFFE and U+FFFF, which are no characters at all (nor allowed in the XML feed).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it finds
const ICS_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g;

/**
 * Escapes a TEXT value: backslash, semicolon, comma and line breaks; other control characters are dropped (rows
 * stored before admin text was cleaned may hold them).
 */
export function escapeIcsText(value: string): string {
  return value
    .replace(ICS_CONTROL_CHARACTERS, '')
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

function veventLines(event: IcsEvent): string[] {
  const value = event.span.allDay ? ';VALUE=DATE' : '';
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatIcsUtc(event.stamp)}`,
    `LAST-MODIFIED:${formatIcsUtc(event.stamp)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART${value}:${event.span.start}`,
    `DTEND${value}:${event.span.end}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push('END:VEVENT');
  return lines;
}

/** A calendar of the given events; `name` makes it a subscribable feed (X-WR-CALNAME). */
export function buildIcs(events: IcsEvent[], options: { prodId?: string; name?: string } = {}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.prodId ?? '-//Community Events//Calendar//EN'}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (options.name) lines.push(`X-WR-CALNAME:${escapeIcsText(options.name)}`);
  for (const event of events) lines.push(...veventLines(event));
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** What an event's calendar entry is made from. */
export type CalendarEvent = EventTiming & {
  id: string;
  slug: string;
  title: string;
  description: string;
  venue: string;
  address: string;
  status: string;
  icsSequence: number;
  updatedAt: Date;
};

/** An event as a calendar entry: its UID is stable per site, its link is the event's page. */
export function eventIcsEntry(
  event: CalendarEvent,
  options: { timeZone: string; siteUrl: string; locale?: Locale },
): IcsEvent {
  return {
    uid: `${event.id}@${new URL(options.siteUrl).hostname}`,
    title: event.title,
    description: event.description,
    location: `${event.venue}, ${event.address}`,
    url: `${options.siteUrl}${localizedPath(options.locale ?? DEFAULT_LOCALE, `/events/${event.slug}`)}`,
    span: calendarSpan(event, options.timeZone),
    // The event's last change, so the file (and its ETag) only changes when the event does.
    stamp: event.updatedAt,
    sequence: event.icsSequence,
    cancelled: event.status === 'cancelled',
  };
}

/** One event as an iCalendar file. */
export function eventIcs(
  event: CalendarEvent,
  options: { timeZone: string; siteUrl: string; locale?: Locale },
): string {
  return buildIcs([eventIcsEntry(event, options)]);
}
