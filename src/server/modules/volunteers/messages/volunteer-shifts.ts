import { shiftTimeText } from '@shared/volunteer-shifts';
import { buildIcs, formatIcsUtc } from '../../../lib/ics';
import type { FileAttachment } from '../../../plugins/mail/mail-message';
import type { RegistrantMailContext } from '../../../plugins/mail/messages/event-details';

// What every volunteer mail shows of a shift, and its calendar file.

/** The shift facts a volunteer's mail shows. */
export type MailShift = {
  id: string;
  role: string;
  description: string | null;
  startsAt: Date;
  endsAt: Date;
  updatedAt: Date;
};

/** The event facts a volunteer's mail shows. */
export type VolunteerMailEvent = { id: string; slug: string; title: string; venue: string; address: string };

/** "Gate": "Saturday, June 14, 2025, 10:00 AM - 12:00 PM" (a row of a mail's details block). */
export const shiftRow = (shift: MailShift, timeZone: string) =>
  [shift.role, shiftTimeText(shift, timeZone)] as const;

/** One shift as a calendar file: its own entry (UID per shift and volunteer), moved when the shift moves. */
export function shiftIcsAttachment(
  shift: MailShift,
  event: VolunteerMailEvent,
  volunteerId: string,
  context: Pick<RegistrantMailContext, 'siteUrl'>,
  index: number,
): FileAttachment {
  const ics = buildIcs([
    {
      uid: `volunteer-${shift.id}-${volunteerId}@${new URL(context.siteUrl).hostname}`,
      title: `Volunteering: ${shift.role} at ${event.title}`,
      description: shift.description ?? undefined,
      location: `${event.venue}, ${event.address}`,
      url: `${context.siteUrl}/events/${event.slug}/volunteer`,
      span: { allDay: false, start: formatIcsUtc(shift.startsAt), end: formatIcsUtc(shift.endsAt) },
      stamp: shift.updatedAt,
      // Seconds since 2020 grow with every change of the shift, as calendar apps want.
      sequence: Math.max(0, Math.floor((shift.updatedAt.getTime() - Date.UTC(2020, 0, 1)) / 1000)),
      cancelled: false,
    },
  ]);
  return {
    filename: `shift-${index + 1}.ics`,
    content: ics,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}
