import { zonedTimeToUtc } from '@shared/dates';
import {
  calendarDayIn,
  type EventTiming,
  instantAt,
  parseCalendarDay,
  TIME_FORMAT_MESSAGE,
  timingFromDayAndText,
} from '@shared/event-time';
import { END_BEFORE_START_MESSAGE, type ParsedEventPayload } from '@shared/schemas/event-payload';
import { badRequest } from '../../lib/http-error';

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const UTC_MIDNIGHT = /^(\d{4}-\d{2}-\d{2})T00:00(?::00(?:\.0+)?)?Z$/;

/**
 * A date and time without an offset (a datetime-local field) is that wall-clock time in the site's zone; a
 * timestamp with Z or an offset is taken as given.
 */
export function instantFrom(value: string, timeZone: string): Date {
  const local = LOCAL_DATE_TIME.exec(value);
  if (local) {
    const [, year, month, day, hour, minute] = local.map(Number) as number[];
    return zonedTimeToUtc(
      { year: year ?? 0, month: month ?? 1, day: day ?? 1, hour: hour ?? 0, minute: minute ?? 0 },
      timeZone,
    );
  }
  return new Date(value);
}

/**
 * The start, end and whether the time is known, from an admin payload: startsAt/endsAt, or date + time.
 * A date is a calendar day; a timestamp at exactly midnight UTC is the calendar day it names (what date pickers
 * send); another timestamp gives its day in the zone, and its time of day when no time text comes with it.
 */
export function timingFromPayload(payload: ParsedEventPayload, timeZone: string): EventTiming {
  if (payload.startsAt) {
    const timeKnown = payload.timeKnown ?? true;
    let startsAt = instantFrom(payload.startsAt, timeZone);
    if (!timeKnown) startsAt = instantAt(calendarDayIn(startsAt, timeZone), { hour: 0, minute: 0 }, timeZone);
    const endsAt = payload.endsAt ? instantFrom(payload.endsAt, timeZone) : null;
    if (endsAt && endsAt <= startsAt) throw badRequest(END_BEFORE_START_MESSAGE, 'endsAt');
    return { startsAt, endsAt, timeKnown };
  }
  const value = payload.date ?? '';
  const calendarDay = parseCalendarDay(UTC_MIDNIGHT.exec(value)?.[1] ?? value);
  const instant = calendarDay ? null : instantFrom(value, timeZone);
  const day = calendarDay ?? calendarDayIn(instant as Date, timeZone);
  if (instant && !payload.time?.trim()) {
    const midnight = instantAt(day, { hour: 0, minute: 0 }, timeZone);
    if (instant.getTime() !== midnight.getTime()) return { startsAt: instant, endsAt: null, timeKnown: true };
  }
  const timing = timingFromDayAndText(day, payload.time, timeZone);
  if (!timing) throw badRequest(TIME_FORMAT_MESSAGE, 'time');
  return timing;
}
