import { calendarDateIn } from '@shared/dates';
import { DEFAULT_LOCALE, type Locale, localizedPath } from '@shared/i18n/locales';
import { shiftTimeText } from '@shared/volunteer-shifts';
import { buildIcs, formatIcsUtc } from '../../../lib/ics';
import type { MailLanguage } from '../../../plugins/mail/i18n/mail-language';
import type { FileAttachment } from '../../../plugins/mail/mail-message';
import type { MailEvent, RegistrantMailContext } from '../../../plugins/mail/messages/event-details';

// What every volunteer mail shows of a shift, and its calendar file, in the volunteer's language.

/** The shift facts a volunteer's mail shows. */
export type MailShift = {
  id: string;
  role: string;
  description: string | null;
  startsAt: Date;
  endsAt: Date;
  updatedAt: Date;
};

/** The event a volunteer's mail is about. */
export type VolunteerMailEvent = MailEvent;

/** The volunteer a mail goes to: their mails are in the language of the page they signed up on. */
export type MailVolunteer = { id: string; fullName: string; email: string; language: Locale };

/**
 * "Saturday, June 14, 2025, 10:00 AM - 12:00 PM" in English, as the pages write it; in another language its
 * long date and times of day ("शनिवार, 14 जून 2025, 10:00 am - 12:00 pm"), the end's date too when it is another day.
 */
export function shiftTimeIn(language: MailLanguage, shift: MailShift, timeZone: string): string {
  if (language.code === DEFAULT_LOCALE) return shiftTimeText(shift, timeZone);
  const at = (instant: Date) =>
    `${language.longDate(instant, timeZone)}, ${language.eventTime({ startsAt: instant, endsAt: null, timeKnown: true }, timeZone)}`;
  if (calendarDateIn(shift.startsAt, timeZone) !== calendarDateIn(shift.endsAt, timeZone)) {
    return `${at(shift.startsAt)} - ${at(shift.endsAt)}`;
  }
  const hours = language.eventTime(
    { startsAt: shift.startsAt, endsAt: shift.endsAt, timeKnown: true },
    timeZone,
  );
  return `${language.longDate(shift.startsAt, timeZone)}, ${hours}`;
}

/** "Gate": "Saturday, June 14, 2025, 10:00 AM - 12:00 PM" (a row of a mail's details block). */
export const shiftRow = (shift: MailShift, language: MailLanguage, timeZone: string) =>
  [shift.role, shiftTimeIn(language, shift, timeZone)] as const;

/** The event's volunteer page in the volunteer's language. */
export const volunteerPageUrl = (siteUrl: string, event: VolunteerMailEvent, language: MailLanguage) =>
  `${siteUrl}${localizedPath(language.code, `/events/${encodeURIComponent(event.slug)}/volunteer`)}`;

/** One shift as a calendar file: its own entry (UID per shift and volunteer), moved when the shift moves. */
export function shiftIcsAttachment(
  shift: MailShift,
  event: VolunteerMailEvent,
  volunteerId: string,
  context: Pick<RegistrantMailContext, 'siteUrl'>,
  language: MailLanguage,
  index: number,
): FileAttachment {
  const ics = buildIcs([
    {
      uid: `volunteer-${shift.id}-${volunteerId}@${new URL(context.siteUrl).hostname}`,
      title: language.t('volunteer.calendarTitle', { role: shift.role, title: event.title }),
      description: shift.description ?? undefined,
      location: `${event.venue}, ${event.address}`,
      url: volunteerPageUrl(context.siteUrl, event, language),
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
