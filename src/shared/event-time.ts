import { calendarDateIn, wallClockIn, zonedTimeToUtc, zoneOffsetMinutes } from './dates';
import { DEFAULT_LOCALE, type Locale, localeConfig } from './i18n/locales';
import { remembered } from './remembered';

// When an event happens, worked out once for every output (API, page, schema.org, .ics, Google Calendar link,
// mails, feeds): an event has a start instant, an optional end instant and whether its time of day is known,
// all read and shown in the site's zone. See docs/event-times.md.

/** How long an event with a known start and no end is taken to last. */
export const DEFAULT_EVENT_DURATION_MINUTES = 120;

export const TIME_FORMAT_MESSAGE = 'Use a time like "6:00 PM", "18:00" or "6:00 PM - 10:00 PM"';

export type ClockTime = { hour: number; minute: number };
export type CalendarDay = { year: number; month: number; day: number };

/** The stored facts of an event's timing. */
export type EventTiming = { startsAt: Date; endsAt: Date | null; timeKnown: boolean };
export type StoredEventStatus = 'scheduled' | 'cancelled';
export type EventStatus = 'scheduled' | 'ended' | 'cancelled';

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
 * Reads a time text ("6:00 PM", "18:00", "6:00 PM - 10:00 PM", "18:00-22:00"): its start and, when given, its
 * end. An end without a meridiem lends it to the start ("5 - 9 PM" is 5 PM to 9 PM). Null when unreadable.
 */
export function parseTimeText(text: string | null | undefined): { start: ClockTime; end?: ClockTime } | null {
  if (!text?.trim()) return null;
  const [first, second, ...rest] = text.trim().split(/\s*(?:-|–|—|\bto\b)\s*/i);
  if (first === undefined || rest.length > 0) return null;
  const meridiemOf = (s: string | undefined) => /([ap])\.?m\.?\s*$/i.exec(s ?? '')?.[1];
  const endMeridiem = meridiemOf(second);
  const start =
    meridiemOf(first) || !endMeridiem ? parseClock(first) : parseClock(`${first} ${endMeridiem}m`);
  if (!start) return null;
  if (second === undefined) return { start };
  const end = parseClock(second);
  return end ? { start, end } : null;
}

/** "2027-01-16" → its parts; null when not such a date. */
export function parseCalendarDay(value: string): CalendarDay | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The calendar day of an instant in the zone. */
export function calendarDayIn(instant: Date, timeZone: string): CalendarDay {
  const { year, month, day } = wallClockIn(instant, timeZone);
  return { year, month, day };
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The instant the zone's wall clock shows that time on that day. */
export function instantAt(day: CalendarDay, clock: ClockTime, timeZone: string): Date {
  return zonedTimeToUtc({ ...day, ...clock }, timeZone);
}

/**
 * An event's timing from a calendar day and a time text in the zone; an end at or before the start is on the
 * next day (a 9 PM - 1 AM night). No text: the time is unknown and the start is that day's first moment.
 * Null when the text cannot be read.
 */
export function timingFromDayAndText(
  day: CalendarDay,
  text: string | null | undefined,
  timeZone: string,
): EventTiming | null {
  if (!text?.trim()) {
    return { startsAt: instantAt(day, { hour: 0, minute: 0 }, timeZone), endsAt: null, timeKnown: false };
  }
  const range = parseTimeText(text);
  if (!range) return null;
  const startsAt = instantAt(day, range.start, timeZone);
  if (!range.end) return { startsAt, endsAt: null, timeKnown: true };
  let endsAt = instantAt(day, range.end, timeZone);
  if (endsAt <= startsAt) endsAt = instantAt(addDays(day, 1), range.end, timeZone);
  return { startsAt, endsAt, timeKnown: true };
}

/**
 * When the event is over: its end; without one, its start plus the default duration; with an unknown time, the
 * end of its day in the zone (it is then an all-day event everywhere).
 */
export function effectiveEnd(timing: EventTiming, timeZone: string): Date {
  if (timing.endsAt) return timing.endsAt;
  if (timing.timeKnown) return new Date(timing.startsAt.getTime() + DEFAULT_EVENT_DURATION_MINUTES * 60_000);
  return new Date(endOfDay(`${timeZone} ${timing.startsAt.getTime()}`));
}

/**
 * The midnight that ends the day of `startsAt` in the zone, remembered by start and zone: it takes three time-zone
 * conversions, and the same few events are asked about again and again (each sign-up asks whether its event has
 * ended; a list asks for each of its events).
 */
const endOfDay = remembered((key: string) => {
  const [timeZone = '', startsAtMs] = key.split(' ');
  return instantAt(
    addDays(calendarDayIn(new Date(Number(startsAtMs)), timeZone), 1),
    { hour: 0, minute: 0 },
    timeZone,
  ).getTime();
});

/** Cancelled wins; otherwise ended once its (effective) end has passed. */
export function eventStatusOf(
  event: EventTiming & { status: StoredEventStatus | string },
  timeZone: string,
  now: Date = new Date(),
): EventStatus {
  if (event.status === 'cancelled') return 'cancelled';
  return effectiveEnd(event, timeZone).getTime() <= now.getTime() ? 'ended' : 'scheduled';
}

/** "6:00 PM" (a plain space before the meridiem, whatever the ICU version). */
export function clockText(instant: Date, timeZone: string): string {
  const { hour, minute } = wallClockIn(instant, timeZone);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "18:00", as a time input holds it. */
export function clockInputValue(instant: Date, timeZone: string): string {
  const { hour, minute } = wallClockIn(instant, timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The display text of an event's time: "6:00 PM", "6:00 PM - 10:00 PM", or null when unknown. */
export function eventTimeText(timing: EventTiming, timeZone: string): string | null {
  if (!timing.timeKnown) return null;
  const start = clockText(timing.startsAt, timeZone);
  return timing.endsAt ? `${start} - ${clockText(timing.endsAt, timeZone)}` : start;
}

/**
 * An event's time of day in a language as its pages write it ("शाम 6:00 - शाम 7:30", "6:00 p.m. - 7:30 p.m.");
 * English is eventTimeText's; null when the time is not known yet.
 */
export function eventTimeTextIn(locale: Locale, timing: EventTiming, timeZone: string): string | null {
  if (locale === DEFAULT_LOCALE) return eventTimeText(timing, timeZone);
  if (!timing.timeKnown) return null;
  const { intl, clock } = localeConfig(locale);
  const format = new Intl.DateTimeFormat(intl, { ...clock, timeZone });
  const at = (instant: Date) => format.format(instant).replace(/[\u202f\u00a0]/g, ' ');
  return timing.endsAt ? `${at(timing.startsAt)} - ${at(timing.endsAt)}` : at(timing.startsAt);
}

/** "2027-01-16" of the event's start in the zone. */
export function startDayText(timing: EventTiming, timeZone: string): string {
  return calendarDateIn(timing.startsAt, timeZone);
}

/** "2027-01-16T18:00:00-08:00": the instant as the zone's wall clock with its UTC offset (schema.org, feeds). */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const c = wallClockIn(instant, timeZone);
  const offset = zoneOffsetMinutes(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const compactUtc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const compactDay = (day: CalendarDay) =>
  `${day.year}${String(day.month).padStart(2, '0')}${String(day.day).padStart(2, '0')}`;

/**
 * The start and end as calendar files and links write them: UTC date-times ("20270117T020000Z"), or, for an
 * unknown time, whole days ("20270116" to the next day, end exclusive).
 */
export function calendarSpan(
  timing: EventTiming,
  timeZone: string,
): { allDay: boolean; start: string; end: string } {
  if (!timing.timeKnown) {
    const day = calendarDayIn(timing.startsAt, timeZone);
    const lastDay = timing.endsAt ? calendarDayIn(timing.endsAt, timeZone) : day;
    return { allDay: true, start: compactDay(day), end: compactDay(addDays(lastDay, 1)) };
  }
  return {
    allDay: false,
    start: compactUtc(timing.startsAt),
    end: compactUtc(effectiveEnd(timing, timeZone)),
  };
}
