import { eventStatusOf, eventTimeTextIn } from '@shared/event-time';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import type { Series, SeriesDate } from '@shared/schemas/series';
import { WEEKDAYS } from '@shared/schemas/series';
import { seriesSummaryIn } from '@shared/series';
import type { EventRow } from '../events/event-row';
import type { SeriesRow } from './recurrence';

const isWeekday = (d: string): d is (typeof WEEKDAYS)[number] => (WEEKDAYS as readonly string[]).includes(d);

export function seriesDateToApi(
  row: EventRow,
  timeZone: string,
  now: Date = new Date(),
  locale: Locale = DEFAULT_LOCALE,
): SeriesDate {
  return {
    id: row.id,
    slug: row.slug,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    time: eventTimeTextIn(locale, row, timeZone),
    status: eventStatusOf(row, timeZone, now),
    registrationOpen: row.registrationOpen,
    capacity: row.capacity,
    spotsLeft: row.capacity === null ? null : Math.max(0, row.capacity - row.confirmedPeople),
  };
}

/**
 * The series with the given dates (the public its upcoming ones, the admin every one); its rule and its dates'
 * times worded in `locale` (a public read's `?lang=`).
 */
export function seriesToApi(
  row: SeriesRow,
  dates: EventRow[],
  timeZone: string,
  locale: Locale = DEFAULT_LOCALE,
): Series {
  const t = row.template;
  const now = new Date();
  return {
    id: row.id,
    slug: row.slug,
    title: t.title,
    description: t.description,
    venue: t.venue,
    address: t.address,
    published: t.published,
    highlights: t.highlights,
    whatToBring: t.whatToBring,
    activities: t.activities,
    recurrence: {
      freq: row.freq,
      interval: row.interval,
      byWeekday: row.byWeekday.filter(isWeekday),
      bySetPos: row.bySetPos,
      until: row.untilDate,
      count: row.count,
    },
    date: row.startDate,
    startTime: row.startTime,
    durationMinutes: row.durationMinutes,
    exceptions: row.exceptions,
    summary: seriesSummaryIn(locale, row, row.startTime, row.startDate),
    dates: dates.map((d) => seriesDateToApi(d, timeZone, now, locale)),
  };
}
