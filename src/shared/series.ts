import { parseCalendarDay, parseTimeText } from './event-time';

// How a series' rule reads to people ("Every Tuesday and Thursday, 6:00 PM"), on its page, its card on the events
// list and in the admin (docs/product-rules.md, "Series").

const WEEKDAY_NAMES: Record<string, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};
const WEEKDAY_ORDER = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const ORDINALS: Record<number, string> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  5: 'fifth',
  [-1]: 'last',
};

export type SeriesRuleText = {
  freq: 'weekly' | 'monthly';
  interval: number;
  byWeekday: readonly string[];
  bySetPos: number | null;
};

/** "a", "a and b", "a, b and c" */
const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** "18:00" → "6:00 PM" */
export function startTimeText(startTime: string): string {
  const clock = parseTimeText(startTime)?.start;
  if (!clock) return startTime;
  const h12 = clock.hour % 12 === 0 ? 12 : clock.hour % 12;
  return `${h12}:${String(clock.minute).padStart(2, '0')} ${clock.hour < 12 ? 'AM' : 'PM'}`;
}

/** The weekday code (MO…SU) of a calendar day. */
export function weekdayOf(day: string): string {
  const parsed = parseCalendarDay(day);
  if (!parsed) return 'MO';
  const index = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)).getUTCDay();
  return WEEKDAY_ORDER[(index + 6) % 7] ?? 'MO';
}

const ordinalDay = (n: number) => {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/**
 * "Every Tuesday and Thursday, 6:00 PM", "Every other Monday, 7:00 PM", "The last Saturday of every month,
 * 10:00 AM", "Monthly on the 15th, 6:00 PM". `firstDay` stands in for an empty byWeekday (its weekday, or its day
 * of the month).
 */
export function seriesSummary(rule: SeriesRuleText, startTime: string, firstDay: string): string {
  const time = startTimeText(startTime);
  const days = (rule.byWeekday.length > 0 ? [...rule.byWeekday] : [weekdayOf(firstDay)])
    .sort((a, b) => WEEKDAY_ORDER.indexOf(a) - WEEKDAY_ORDER.indexOf(b))
    .map((d) => WEEKDAY_NAMES[d] ?? d);
  if (rule.freq === 'weekly') {
    const every =
      rule.interval === 1 ? 'Every' : rule.interval === 2 ? 'Every other' : `Every ${rule.interval} weeks on`;
    return `${every} ${listOf(days)}, ${time}`;
  }
  const months =
    rule.interval === 1
      ? 'every month'
      : rule.interval === 2
        ? 'every other month'
        : `every ${rule.interval} months`;
  if (rule.byWeekday.length > 0) {
    const which = rule.bySetPos !== null ? (ORDINALS[rule.bySetPos] ?? `${rule.bySetPos}th`) : 'every';
    const of =
      rule.bySetPos !== null
        ? `The ${which} ${listOf(days)} of ${months}`
        : `Every ${listOf(days)} of ${months}`;
    return `${of}, ${time}`;
  }
  const dayOfMonth = parseCalendarDay(firstDay)?.day ?? 1;
  const monthly =
    rule.interval === 1 ? 'Monthly' : `Every ${rule.interval === 2 ? 'other' : rule.interval} months`;
  return `${monthly} on the ${ordinalDay(dayOfMonth)}, ${time}`;
}
