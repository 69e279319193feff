import { addDays, type CalendarDay, instantAt, parseCalendarDay, parseTimeText } from '@shared/event-time';
import * as rrulePkg from 'rrule';
import type { series } from '../../db/schema';

// A series' rule, worked out with rrule on calendar days only. rrule works in UTC (or in a zone it converts to and
// from the machine's), which moves a 6:00 PM class to 5:00 PM after a daylight-saving change; so the rule gives
// days, and each day's start is that wall-clock time in the site's zone, converted here (docs/event-times.md).

// rrule's package points Node at a UMD build, whose named exports Node cannot see: take them from its default.
const { RRule, datetime } = (rrulePkg as unknown as { default?: typeof rrulePkg }).default ?? rrulePkg;

export type SeriesRow = typeof series.$inferSelect;
export type SeriesRule = Pick<
  SeriesRow,
  'freq' | 'interval' | 'byWeekday' | 'bySetPos' | 'untilDate' | 'count' | 'startDate' | 'exceptions'
>;

/** How far ahead a series' dates are made; later ones are added as time passes. */
export const HORIZON_MONTHS = 12;

const dayText = (day: CalendarDay) =>
  `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
const parsedDay = (text: string): CalendarDay => {
  const day = parseCalendarDay(text);
  if (!day) throw new Error(`not a calendar day: ${text}`);
  return day;
};
const asRruleDate = (text: string) => {
  const day = parsedDay(text);
  return datetime(day.year, day.month, day.day);
};

export const nextDay = (day: string, days = 1) => dayText(addDays(parsedDay(day), days));

/** The same day `months` later (the month's last day when it has no such day). */
export function addMonths(day: string, months: number): string {
  const d = parsedDay(day);
  const first = new Date(Date.UTC(d.year, d.month - 1 + months, 1));
  const lastOfMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return dayText({
    year: first.getUTCFullYear(),
    month: first.getUTCMonth() + 1,
    day: Math.min(d.day, lastOfMonth),
  });
}

const WEEKDAY_INDEX: Record<string, number> = { MO: 0, TU: 1, WE: 2, TH: 3, FR: 4, SA: 5, SU: 6 };

/** The rule as rrule reads it, on days (floating midnights). */
function ruleOf(rule: SeriesRule) {
  return new RRule({
    freq: rule.freq === 'weekly' ? RRule.WEEKLY : RRule.MONTHLY,
    interval: rule.interval,
    dtstart: asRruleDate(rule.startDate),
    ...(rule.byWeekday.length > 0 ? { byweekday: rule.byWeekday.map((d) => WEEKDAY_INDEX[d] ?? 0) } : {}),
    ...(rule.bySetPos !== null ? { bysetpos: [rule.bySetPos] } : {}),
    ...(rule.untilDate ? { until: asRruleDate(rule.untilDate) } : {}),
    ...(rule.count !== null ? { count: rule.count } : {}),
  });
}

const toDayText = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The rule's days after `after` (exclusive; none: from its start) through `through` (inclusive), YYYY-MM-DD,
 * without its exceptions unless `withExceptions`.
 */
export function ruleDays(
  rule: SeriesRule,
  range: { after?: string | null; through: string },
  options: { withExceptions?: boolean } = {},
): string[] {
  const from = range.after ? nextDay(range.after) : rule.startDate;
  if (from > range.through) return [];
  const days = ruleOf(rule).between(asRruleDate(from), asRruleDate(range.through), true).map(toDayText);
  if (options.withExceptions) return days;
  const skipped = new Set(rule.exceptions);
  return days.filter((day) => !skipped.has(day));
}

/** "18:00" from "6:00 PM" (what the series stores). */
export function normalisedStartTime(text: string): string {
  const start = parseTimeText(text)?.start;
  if (!start) throw new Error(`not a start time: ${text}`);
  return `${String(start.hour).padStart(2, '0')}:${String(start.minute).padStart(2, '0')}`;
}

/** A date's start and end: the wall-clock start time on that day in the zone, then its duration. */
export function dateTiming(day: string, startTime: string, durationMinutes: number, timeZone: string) {
  const clock = parseTimeText(startTime)?.start ?? { hour: 0, minute: 0 };
  const startsAt = instantAt(parsedDay(day), clock, timeZone);
  return { startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000), timeKnown: true };
}
