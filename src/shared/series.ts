import { parseCalendarDay, parseTimeText } from './event-time';
import { type Locale, localeConfig } from './i18n/locales';

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

// The same rule in the site's other languages: the days' names, the list and the time of day come from Intl in
// the language; the frame around them from the table below (one entry a language).

type RuleWords = {
  weekly: (days: string, interval: number) => string;
  /** "the last Saturday" of `months`. */
  nthOf: (ordinal: string, days: string, months: string) => string;
  everyOf: (days: string, months: string) => string;
  onDay: (day: number, interval: number) => string;
  months: (interval: number) => string;
  ordinals: Record<number, string>;
};

const RULE_WORDS: Partial<Record<Locale, RuleWords>> = {
  hi: {
    weekly: (days, n) => (n === 1 ? `हर ${days}` : n === 2 ? `हर दूसरे ${days}` : `हर ${n} सप्ताह में ${days}`),
    nthOf: (ordinal, days, months) => `${months} का ${ordinal} ${days}`,
    everyOf: (days, months) => `${months} हर ${days}`,
    onDay: (day, n) => (n === 1 ? `हर महीने की ${day} तारीख` : `हर ${n} महीने में ${day} तारीख`),
    months: (n) => (n === 1 ? 'हर महीने' : n === 2 ? 'हर दूसरे महीने' : `हर ${n} महीने`),
    ordinals: { 1: 'पहला', 2: 'दूसरा', 3: 'तीसरा', 4: 'चौथा', 5: 'पाँचवाँ', [-1]: 'आखिरी' },
  },
  es: {
    weekly: (days, n) =>
      n === 1 ? `Cada ${days}` : n === 2 ? `Cada dos semanas, ${days}` : `Cada ${n} semanas, ${days}`,
    nthOf: (ordinal, days, months) => `El ${ordinal} ${days} de ${months}`,
    everyOf: (days, months) => `Cada ${days} de ${months}`,
    onDay: (day, n) => (n === 1 ? `El día ${day} de cada mes` : `El día ${day}, cada ${n} meses`),
    months: (n) => (n === 1 ? 'cada mes' : n === 2 ? 'cada dos meses' : `cada ${n} meses`),
    ordinals: { 1: 'primer', 2: 'segundo', 3: 'tercer', 4: 'cuarto', 5: 'quinto', [-1]: 'último' },
  },
};

/** A Monday in UTC: the days after it name the weekdays in order. */
const A_MONDAY = Date.UTC(2024, 0, 1);

/**
 * The rule in a language: "हर मंगलवार और गुरुवार, शाम 6:00", "Cada martes y jueves, 6:00 p.m."; English is
 * seriesSummary's word for word.
 */
export function seriesSummaryIn(
  locale: Locale,
  rule: SeriesRuleText,
  startTime: string,
  firstDay: string,
): string {
  const words = RULE_WORDS[locale];
  if (!words) return seriesSummary(rule, startTime, firstDay);
  const { intl, clock } = localeConfig(locale);
  const weekday = new Intl.DateTimeFormat(intl, { weekday: 'long', timeZone: 'UTC' });
  const days = new Intl.ListFormat(intl, { type: 'conjunction' }).format(
    (rule.byWeekday.length > 0 ? [...rule.byWeekday] : [weekdayOf(firstDay)])
      .sort((a, b) => WEEKDAY_ORDER.indexOf(a) - WEEKDAY_ORDER.indexOf(b))
      .map((d) => weekday.format(A_MONDAY + Math.max(0, WEEKDAY_ORDER.indexOf(d)) * 86_400_000)),
  );
  const start = parseTimeText(startTime)?.start;
  const time = start
    ? new Intl.DateTimeFormat(intl, { ...clock, timeZone: 'UTC' })
        .format(Date.UTC(2024, 0, 1, start.hour, start.minute))
        .replace(/[\u202f\u00a0]/g, ' ')
    : startTime;
  let said: string;
  if (rule.freq === 'weekly') said = words.weekly(days, rule.interval);
  else if (rule.byWeekday.length > 0) {
    said =
      rule.bySetPos !== null
        ? words.nthOf(
            words.ordinals[rule.bySetPos] ?? String(rule.bySetPos),
            days,
            words.months(rule.interval),
          )
        : words.everyOf(days, words.months(rule.interval));
  } else said = words.onDay(parseCalendarDay(firstDay)?.day ?? 1, rule.interval);
  return `${said}, ${time}`;
}
