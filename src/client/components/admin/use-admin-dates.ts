import { usePageLanguage } from '@client/lib/i18n/i18n-context';
import { formatDateTime, formatMediumDate } from '@shared/dates';
import { DEFAULT_LOCALE } from '@shared/i18n/locales';

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** formatDateTime ("Oct 18, 2025, 3:04 PM") in another locale, one formatter per locale and zone. */
function dateTimeIn(intl: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${intl} ${timeZone}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** A moment as the admin's lists show it, in the admin's language: "Oct 18, 2025, 3:04 PM" in English. */
export function useDateTime(): (iso: string | Date, timeZone: string) => string {
  const { locale, intl } = usePageLanguage();
  return (iso, timeZone) =>
    locale === DEFAULT_LOCALE
      ? formatDateTime(iso, timeZone)
      : dateTimeIn(intl, timeZone).format(new Date(iso));
}

/** A day in the admin's language: "October 18, 2025" in English. */
export function useMediumDate(): (iso: string | Date, timeZone: string) => string {
  const { intl } = usePageLanguage();
  return (iso, timeZone) => formatMediumDate(iso, timeZone, intl);
}
