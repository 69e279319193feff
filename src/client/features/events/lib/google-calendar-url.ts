import { calendarSpan } from '@shared/event-time';
import type { Event } from '@shared/schemas/events';

type CalendarEvent = Pick<
  Event,
  'title' | 'description' | 'startsAt' | 'endsAt' | 'timeKnown' | 'venue' | 'address'
>;

function allDaySpan(day: string) {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { start: day.replaceAll('-', ''), end: next.toISOString().slice(0, 10).replaceAll('-', '') };
}

/**
 * A Google Calendar "add event" link with the same instants as the event's .ics file (src/shared/event-time.ts):
 * UTC start and end (the default duration without an end), or an all-day entry when the time is unknown.
 */
export function googleCalendarUrl(
  event: CalendarEvent,
  timeZone: string,
  pageUrl?: string,
  /** The start's calendar day in the zone (YYYY-MM-DD), when the caller has it already (it costs Intl work). */
  startDay?: string,
): string {
  const timing = {
    startsAt: new Date(event.startsAt),
    endsAt: event.endsAt ? new Date(event.endsAt) : null,
    timeKnown: event.timeKnown,
  };
  const span =
    !event.timeKnown && !event.endsAt && startDay ? allDaySpan(startDay) : calendarSpan(timing, timeZone);
  const details = [event.description, pageUrl].filter(Boolean).join('\n\n');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${span.start}/${span.end}`,
    details,
    location: [event.venue, event.address].filter(Boolean).join(', '),
    ctz: timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
