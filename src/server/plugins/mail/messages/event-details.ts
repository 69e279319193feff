import { formatLongDate } from '@shared/dates';
import { eventTimeText } from '@shared/event-time';
import { type CalendarEvent, eventIcs } from '../../../lib/ics';

/** The event facts a mail shows: those of its calendar entry. */
export type MailEvent = CalendarEvent;

/** Where a registrant's mail comes from: the site's address, the group's name and the zone its dates are in. */
export type RegistrantMailContext = { siteUrl: string; groupName: string; timeZone: string };

/** "Guests: 1 person", "Guests: 3 people" (a row of a mail's details block). */
export const guestsRow = (guestCount: number) =>
  ['Guests', `${guestCount} ${guestCount === 1 ? 'person' : 'people'}`] as const;

/** Date (in the site's zone), time, venue and address: the rows of a mail's details block. */
export function eventDetailRows(event: MailEvent, timeZone: string): Array<readonly [string, string]> {
  return [
    ['Event', event.title],
    ['Date', formatLongDate(event.startsAt, timeZone)],
    ['Time', eventTimeText(event, timeZone) ?? 'To Be Determined'],
    ['Venue', event.venue],
    ['Address', event.address],
  ];
}

/**
 * A burst of sign-ups for one event would build the same calendar file hundreds of times (its time zone
 * arithmetic is the costliest part of a sign-up), so a file is reused for a minute while the event is unchanged.
 */
const ICS_REUSE_MS = 60_000;
const MAX_REUSED_FILES = 50;
const recentFiles = new Map<string, { content: string; builtAt: number }>();

function calendarFile(event: MailEvent, timeZone: string, siteUrl: string): string {
  const key = JSON.stringify([
    event.id,
    event.slug,
    event.title,
    event.description,
    event.venue,
    event.address,
    event.startsAt.getTime(),
    event.endsAt?.getTime() ?? null,
    event.timeKnown,
    event.status,
    event.icsSequence,
    event.updatedAt.getTime(),
    timeZone,
    siteUrl,
  ]);
  const now = Date.now();
  const recent = recentFiles.get(key);
  if (recent && now - recent.builtAt < ICS_REUSE_MS) return recent.content;
  const content = eventIcs(event, { timeZone, siteUrl });
  if (recentFiles.size >= MAX_REUSED_FILES) recentFiles.clear();
  recentFiles.set(key, { content, builtAt: now });
  return content;
}

/** The event as an .ics attachment, so it lands in the registrant's calendar. */
export function eventIcsAttachment(event: MailEvent, options: { timeZone: string; siteUrl: string }) {
  return {
    filename: `${event.slug}.ics`,
    content: calendarFile(event, options.timeZone, options.siteUrl),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}
