import { formatLongDate } from '@shared/dates';
import { type CalendarEvent, eventIcs } from '../../../lib/ics';

/** The event facts a mail shows: those of its calendar entry. */
export type MailEvent = CalendarEvent;

/** Date (in the site's zone), time, venue and address as mail lines. */
export function eventDetailLines(event: MailEvent, timeZone: string): string[] {
  return [
    `Event: ${event.title}`,
    `Date: ${formatLongDate(event.date, timeZone)}`,
    `Time: ${event.time?.trim() || 'To Be Determined'}`,
    `Venue: ${event.venue}`,
    `Address: ${event.address}`,
  ];
}

/** The event as an .ics attachment, so it lands in the registrant's calendar. */
export function eventIcsAttachment(event: MailEvent, options: { timeZone: string; siteUrl: string }) {
  const content = eventIcs(event, {
    timeZone: options.timeZone,
    siteUrl: options.siteUrl,
    stamp: new Date(),
  });
  return {
    filename: `${event.slug}.ics`,
    content,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}
