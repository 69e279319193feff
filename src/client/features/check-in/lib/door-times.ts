import { usePageLanguage } from '@client/lib/i18n/i18n-context';
import { useShiftTime } from '@client/lib/use-shift-time';
import { clockText } from '@shared/event-time';
import { DEFAULT_LOCALE, localeConfig } from '@shared/i18n/locales';

/**
 * Times on the door screen in the admin's language: a time of day ("6:05 PM", "शाम 6:05"), in the site's zone or,
 * without one, the phone's; and a volunteer shift's time (useShiftTime).
 */
export function useDoorTimes() {
  const { locale, intl } = usePageLanguage();
  const clockOptions = localeConfig(locale).clock;
  const clock = (instant: Date, timeZone?: string) =>
    locale === DEFAULT_LOCALE && timeZone
      ? clockText(instant, timeZone)
      : instant.toLocaleTimeString(intl, { ...clockOptions, timeZone });
  const shift = useShiftTime();
  return { clock, shift };
}
