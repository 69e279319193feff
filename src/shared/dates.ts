import { remembered } from './remembered';
// Dates are shown and counted in the site's time zone (docs/product-rules.md, "Dates and the site time
// zone"), on the server and in the browser.

export const DEFAULT_TIMEZONE = 'America/Los_Angeles';

// Building an Intl formatter costs far more than using one (and exports format a date per row): keep one per
// format and zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter of `options` in the locale and zone, made once and kept (`name` keys the options). */
export function formatter(
  name: string,
  locale: string,
  options: Intl.DateTimeFormatOptions,
  timeZone: string,
): Intl.DateTimeFormat {
  const key = `${name} ${locale} ${timeZone}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, cached);
  }
  return cached;
}

const LONG_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
};
const DAY_AND_MONTH: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' };
const MEDIUM_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const OFFSET_PARTS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};
const CALENDAR_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** "Saturday, October 18, 2025" (in another locale, as Intl writes it there: "शनिवार, 18 अक्तूबर 2025") */
export function formatLongDate(iso: string | Date, timeZone = DEFAULT_TIMEZONE, locale = 'en-US'): string {
  return formatter('LONG_DATE', locale, LONG_DATE, timeZone).format(new Date(iso));
}

/** "Saturday, October 18": a date of the coming months, without its year ("शनिवार, 18 अक्तूबर"). */
export function formatDayAndMonth(iso: string | Date, timeZone = DEFAULT_TIMEZONE, locale = 'en-US'): string {
  return formatter('DAY_AND_MONTH', locale, DAY_AND_MONTH, timeZone).format(new Date(iso));
}

/** "October 18, 2025" */
export function formatMediumDate(iso: string | Date, timeZone = DEFAULT_TIMEZONE, locale = 'en-US'): string {
  return formatter('MEDIUM_DATE', locale, MEDIUM_DATE, timeZone).format(new Date(iso));
}

/** "Oct 18, 2025, 3:04 PM" */
export function formatDateTime(iso: string | Date, timeZone = DEFAULT_TIMEZONE): string {
  return formatter('DATE_TIME', 'en-US', DATE_TIME, timeZone).format(new Date(iso));
}

/**
 * formatDateTime for many instants in one zone (an export's rows): each minute is formatted once, as what it
 * shows has no seconds. Bounded: the remembered minutes are dropped now and then.
 */
export function dateTimeFormatter(timeZone = DEFAULT_TIMEZONE): (instant: Date) => string {
  const minuteText = remembered((minute: number) => formatDateTime(new Date(minute * 60_000), timeZone));
  return (instant) => minuteText(Math.floor(instant.getTime() / 60_000));
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  return formatter('CALENDAR_DATE', 'en-CA', CALENDAR_DATE, timeZone).format(instant);
}

export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/** What a wall clock (and calendar) in the zone shows at that instant. */
export function wallClockIn(instant: Date, timeZone: string): WallClock {
  const parts = formatter('OFFSET_PARTS', 'en-US', OFFSET_PARTS, timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Minutes the zone is ahead of UTC at that instant (negative west of Greenwich). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const c = wallClockIn(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant at which the wall clock in timeZone shows the given local date and time. */
export function zonedTimeToUtc(
  date: { year: number; month: number; day: number; hour?: number; minute?: number },
  timeZone: string,
): Date {
  const naive = Date.UTC(date.year, date.month - 1, date.day, date.hour ?? 0, date.minute ?? 0);
  const first = naive - zoneOffsetMinutes(new Date(naive), timeZone) * 60_000;
  // A second pass settles instants next to a daylight-saving change.
  return new Date(naive - zoneOffsetMinutes(new Date(first), timeZone) * 60_000);
}
