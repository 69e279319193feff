import { usePageLanguage } from '@client/lib/i18n/i18n-context';
import { formatMediumDate, formatter } from '@shared/dates';
import { useMemo } from 'react';

// The dates of the admin's screens in the organiser's language; in English they are what they always were
// ("Oct 18, 2025, 3:04 PM", "Oct 18, 2025", "Sat, Oct 18").

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const SHORT_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const SHORT_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };

export type AdminDates = {
  /** "Oct 18, 2025, 3:04 PM" */
  dateTime: (iso: string | Date, timeZone: string) => string;
  /** "October 18, 2025" */
  mediumDate: (iso: string | Date, timeZone: string) => string;
  /** "Oct 18, 2025" */
  shortDate: (iso: string | Date, timeZone: string) => string;
  /** "Sat, Oct 18" */
  shortDay: (iso: string | Date, timeZone: string) => string;
};

/** The admin's ways of writing a date, in the admin's language. */
export function useAdminDates(): AdminDates {
  const { intl } = usePageLanguage();
  return useMemo(
    () => ({
      dateTime: (iso, timeZone) =>
        formatter('admin DATE_TIME', intl, DATE_TIME, timeZone).format(new Date(iso)),
      mediumDate: (iso, timeZone) => formatMediumDate(iso, timeZone, intl),
      shortDate: (iso, timeZone) =>
        formatter('admin SHORT_DATE', intl, SHORT_DATE, timeZone).format(new Date(iso)),
      shortDay: (iso, timeZone) =>
        formatter('admin SHORT_DAY', intl, SHORT_DAY, timeZone).format(new Date(iso)),
    }),
    [intl],
  );
}

/** A moment as the admin's lists show it, in the admin's language: "Oct 18, 2025, 3:04 PM" in English. */
export const useDateTime = (): AdminDates['dateTime'] => useAdminDates().dateTime;

/** A day in the admin's language: "October 18, 2025" in English. */
export const useMediumDate = (): AdminDates['mediumDate'] => useAdminDates().mediumDate;
