import { formatLongDate } from '@shared/dates';
import { buildIcs, eventInterval } from '../../../lib/ics';

/** The event facts a mail shows. */
export type MailEvent = {
  id: string;
  slug: string;
  title: string;
  description: string;
  date: Date;
  time: string | null;
  venue: string;
  address: string;
};

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
export function eventIcsAttachment(
  event: MailEvent,
  options: { timeZone: string; siteUrl: string; host: string },
) {
  const { start, end } = eventInterval(event, options.timeZone);
  const content = buildIcs({
    uid: `${event.id}@${options.host}`,
    title: event.title,
    description: event.description,
    location: `${event.venue}, ${event.address}`,
    url: `${options.siteUrl}/events/${event.slug}`,
    start,
    end,
    stamp: new Date(),
  });
  return {
    filename: `${event.slug}.ics`,
    content,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}
