import { calendarDateIn } from '@shared/dates';
import { escapeIcsText, foldIcsLine, formatIcsUtc } from '../../lib/ics';
import { vtimezoneLines } from '../../lib/vtimezone';
import type { EventRow } from '../events/event-row';
import { dateTiming, nextDay, ruleDays, type SeriesRow } from './recurrence';

// A series as one calendar entry (RFC 5545): DTSTART in the site's zone (TZID, with its VTIMEZONE) and an RRULE,
// so a calendar shows every date at the same wall-clock time across daylight-saving changes; EXDATE for the days
// it skips (and dates removed), and an entry of its own (RECURRENCE-ID) for each date that differs from the rule:
// cancelled (STATUS:CANCELLED), moved, or changed from a later date on.

const localStamp = (day: string, startTime: string) =>
  `${day.replace(/-/g, '')}T${startTime.replace(':', '')}00`;

function ruleText(row: SeriesRow, timeZone: string): string {
  const parts = [`FREQ=${row.freq === 'weekly' ? 'WEEKLY' : 'MONTHLY'}`, `INTERVAL=${row.interval}`];
  if (row.byWeekday.length > 0) parts.push(`BYDAY=${row.byWeekday.join(',')}`);
  else if (row.freq === 'monthly') parts.push(`BYMONTHDAY=${Number(row.startDate.slice(8, 10))}`);
  if (row.bySetPos !== null) parts.push(`BYSETPOS=${row.bySetPos}`);
  // With a zoned DTSTART, UNTIL is in UTC: the last moment of the until day in the zone.
  if (row.untilDate) {
    const end = dateTiming(nextDay(row.untilDate), '00:00', 0, timeZone).startsAt;
    parts.push(`UNTIL=${formatIcsUtc(new Date(end.getTime() - 1000))}`);
  }
  if (row.count !== null) parts.push(`COUNT=${row.count}`);
  return parts.join(';');
}

const differsFromRule = (row: SeriesRow, date: EventRow, day: string, timeZone: string) => {
  const rule = dateTiming(day, row.startTime, row.durationMinutes, timeZone);
  const t = row.template;
  return (
    date.status === 'cancelled' ||
    date.startsAt.getTime() !== rule.startsAt.getTime() ||
    date.endsAt?.getTime() !== rule.endsAt.getTime() ||
    date.title !== t.title ||
    date.description !== t.description ||
    date.venue !== t.venue ||
    date.address !== t.address
  );
};

/** The series' calendar file; `dates` are every date of it made so far. */
export function seriesIcs(
  row: SeriesRow,
  dates: EventRow[],
  options: { timeZone: string; siteUrl: string; name?: string },
): string {
  const { timeZone, siteUrl } = options;
  const tzid = `TZID=${timeZone}`;
  const uid = `series-${row.id}@${new URL(siteUrl).hostname}`;
  const t = row.template;
  const url = `${siteUrl}/series/${row.slug}`;
  const allDays = ruleDays(row, { through: row.generatedUntil }, { withExceptions: true });
  const first = allDays[0];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Community Events//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (options.name) lines.push(`X-WR-CALNAME:${escapeIcsText(options.name)}`);
  if (first) {
    lines.push(...vtimezoneLines(timeZone, Number(first.slice(0, 4))));
    const byDay = new Map(dates.map((d) => [calendarDateIn(d.startsAt, timeZone), d] as const));
    const exceptions = new Set(row.exceptions);
    // Skipped days, and the rule's days whose date was made and then deleted.
    const excluded = allDays.filter((day) => exceptions.has(day) || !byDay.has(day));
    const details = (title: string, description: string, venue: string, address: string) => {
      const out = [`SUMMARY:${escapeIcsText(title)}`];
      if (description) out.push(`DESCRIPTION:${escapeIcsText(description)}`);
      out.push(`LOCATION:${escapeIcsText(`${venue}, ${address}`)}`);
      return out;
    };
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `DTSTAMP:${formatIcsUtc(row.updatedAt)}`,
      `LAST-MODIFIED:${formatIcsUtc(row.updatedAt)}`,
      `SEQUENCE:${row.icsSequence}`,
      `DTSTART;${tzid}:${localStamp(first, row.startTime)}`,
      `DURATION:PT${row.durationMinutes}M`,
      `RRULE:${ruleText(row, timeZone)}`,
    );
    if (excluded.length > 0)
      lines.push(`EXDATE;${tzid}:${excluded.map((day) => localStamp(day, row.startTime)).join(',')}`);
    lines.push(
      ...details(t.title, t.description, t.venue, t.address),
      `URL:${url}`,
      'STATUS:CONFIRMED',
      'END:VEVENT',
    );

    const ruleDaySet = new Set(allDays);
    for (const day of allDays) {
      const date = byDay.get(day);
      if (!date || exceptions.has(day) || !ruleDaySet.has(day) || !differsFromRule(row, date, day, timeZone))
        continue;
      const stamp = new Date(Math.max(date.updatedAt.getTime(), row.updatedAt.getTime()));
      lines.push(
        'BEGIN:VEVENT',
        `UID:${uid}`,
        `RECURRENCE-ID;${tzid}:${localStamp(day, row.startTime)}`,
        `DTSTAMP:${formatIcsUtc(stamp)}`,
        `LAST-MODIFIED:${formatIcsUtc(stamp)}`,
        // Both only ever go up: the sum rises whenever the series or this date changes.
        `SEQUENCE:${row.icsSequence + date.icsSequence}`,
        `DTSTART:${formatIcsUtc(date.startsAt)}`,
        `DTEND:${formatIcsUtc(date.endsAt ?? new Date(date.startsAt.getTime() + row.durationMinutes * 60_000))}`,
        ...details(date.title, date.description, date.venue, date.address),
        `URL:${siteUrl}/events/${date.slug}`,
        `STATUS:${date.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
        'END:VEVENT',
      );
    }
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
