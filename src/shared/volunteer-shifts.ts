import { calendarDateIn, formatLongDate } from './dates';
import { clockText } from './event-time';

// How a volunteer shift's time reads everywhere (pages, mails, the API's refusals), in the site's zone.

type ShiftTimes = { startsAt: string | Date; endsAt: string | Date };

/** "Saturday, June 14, 2025, 10:00 AM - 12:00 PM" (the end's date too when it is another day). */
export function shiftTimeText(shift: ShiftTimes, timeZone: string): string {
  const start = new Date(shift.startsAt);
  const end = new Date(shift.endsAt);
  const sameDay = calendarDateIn(start, timeZone) === calendarDateIn(end, timeZone);
  const endText = sameDay
    ? clockText(end, timeZone)
    : `${formatLongDate(end, timeZone)}, ${clockText(end, timeZone)}`;
  return `${formatLongDate(start, timeZone)}, ${clockText(start, timeZone)} - ${endText}`;
}

/** "10:00 AM - 12:00 PM": the hours only, for lists already grouped by day. */
export function shiftHoursText(shift: ShiftTimes, timeZone: string): string {
  return `${clockText(new Date(shift.startsAt), timeZone)} - ${clockText(new Date(shift.endsAt), timeZone)}`;
}

/** "Gate, Saturday, June 14, 2025, 10:00 AM - 12:00 PM" */
export const shiftLabel = (shift: ShiftTimes & { role: string }, timeZone: string) =>
  `${shift.role}, ${shiftTimeText(shift, timeZone)}`;

/** Whether two shifts share any moment (one ending as the other starts does not). */
export const shiftsOverlap = (a: ShiftTimes, b: ShiftTimes) =>
  new Date(a.startsAt).getTime() < new Date(b.endsAt).getTime() &&
  new Date(b.startsAt).getTime() < new Date(a.endsAt).getTime();
