import { usePageLanguage } from '@client/lib/i18n/i18n-context';
import { calendarDateIn, formatLongDate } from '@shared/dates';
import { DEFAULT_LOCALE, localeConfig } from '@shared/i18n/locales';
import { shiftTimeText } from '@shared/volunteer-shifts';

type ShiftTimes = { startsAt: string; endsAt: string };

/**
 * A shift's time in the page's (or the admin's) language: in English as everywhere else ("Saturday, June 14, 2025, 10:00 AM -
 * 12:00 PM", the mails' words), in another language through Intl ("शनिवार, 14 जून 2025, सुबह 10:00 – दोपहर 12:00").
 */
export function useShiftTime(): (shift: ShiftTimes, timeZone: string) => string {
  const { locale, intl } = usePageLanguage();
  return (shift, timeZone) => {
    if (locale === DEFAULT_LOCALE) return shiftTimeText(shift, timeZone);
    const clock = new Intl.DateTimeFormat(intl, { ...localeConfig(locale).clock, timeZone });
    const start = new Date(shift.startsAt);
    const end = new Date(shift.endsAt);
    const day = (instant: Date) => formatLongDate(instant, timeZone, intl);
    const endText =
      calendarDateIn(start, timeZone) === calendarDateIn(end, timeZone)
        ? clock.format(end)
        : `${day(end)}, ${clock.format(end)}`;
    return `${day(start)}, ${clock.format(start)} – ${endText}`;
  };
}
