import { usePageLanguage } from '@client/lib/i18n/i18n-context';
import { calendarDateIn, formatLongDate } from '@shared/dates';
import { clockText } from '@shared/event-time';
import { DEFAULT_LOCALE, localeConfig } from '@shared/i18n/locales';
import { shiftTimeText } from '@shared/volunteer-shifts';

type ShiftTimes = { startsAt: string; endsAt: string };

/**
 * Times on the door screen in the admin's language: a time of day ("6:05 PM", "शाम 6:05"), in the site's zone or,
 * without one, the phone's; and a volunteer shift's time, in English as everywhere else ("Saturday, June 14, 2025,
 * 10:00 AM - 12:00 PM"), in another language through Intl.
 */
export function useDoorTimes() {
  const { locale, intl } = usePageLanguage();
  const clockOptions = localeConfig(locale).clock;
  const clock = (instant: Date, timeZone?: string) =>
    locale === DEFAULT_LOCALE && timeZone
      ? clockText(instant, timeZone)
      : instant.toLocaleTimeString(intl, { ...clockOptions, timeZone });
  const shift = (times: ShiftTimes, timeZone: string) => {
    if (locale === DEFAULT_LOCALE) return shiftTimeText(times, timeZone);
    const start = new Date(times.startsAt);
    const end = new Date(times.endsAt);
    const day = (instant: Date) => formatLongDate(instant, timeZone, intl);
    const endText =
      calendarDateIn(start, timeZone) === calendarDateIn(end, timeZone)
        ? clock(end, timeZone)
        : `${day(end)}, ${clock(end, timeZone)}`;
    return `${day(start)}, ${clock(start, timeZone)} – ${endText}`;
  };
  return { clock, shift };
}
