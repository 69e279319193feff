import { calendarDateIn, formatDayAndMonth, formatLongDate } from '@shared/dates';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { usePageLanguage } from './i18n/i18n-context';

// Dates the server wrote into the page, read back in the browser. The first date the browser formats builds Intl's
// date-formatting data: 15-20 ms on a desktop and several times that on a phone, in the middle of hydration, only
// to repeat what the page already shows. So the server records each date it
// formats into the page's state (a query of its own in the dehydrated cache), and hydration takes them from there;
// a date the state lacks (after navigating to another page) is formatted as usual.

export const FORMATTED_DATES_KEY = ['formatted-dates'] as const;
type Formatted = Record<string, string>;

/** Server only, before rendering a page: from then on its dates are recorded and travel with its state. */
export function recordFormattedDates(queryClient: QueryClient): void {
  queryClient.setQueryData<Formatted>(FORMATTED_DATES_KEY, {});
}

function useRemembered(): (key: string, format: () => string) => string {
  const formatted = useQueryClient().getQueryData<Formatted>(FORMATTED_DATES_KEY);
  return (key, format) => {
    if (!formatted) return format();
    formatted[key] ??= format();
    return formatted[key];
  };
}

/**
 * formatLongDate ("Saturday, October 18, 2025") in the page's language, remembered across the server render and
 * hydration.
 */
export function useLongDate(): (iso: string, timeZone: string) => string {
  const remembered = useRemembered();
  const { intl } = usePageLanguage();
  return (iso, timeZone) => remembered(`long ${iso} ${timeZone}`, () => formatLongDate(iso, timeZone, intl));
}

/** formatDayAndMonth ("Saturday, October 18") in the page's language, remembered as useLongDate's dates are. */
export function useDayAndMonth(): (iso: string, timeZone: string) => string {
  const remembered = useRemembered();
  const { intl } = usePageLanguage();
  return (iso, timeZone) =>
    remembered(`day-month ${intl} ${iso} ${timeZone}`, () => formatDayAndMonth(iso, timeZone, intl));
}

/** calendarDateIn (YYYY-MM-DD in the zone), remembered across the server render and hydration. */
export function useCalendarDay(): (iso: string, timeZone: string) => string {
  const remembered = useRemembered();
  return (iso, timeZone) =>
    remembered(`day ${iso} ${timeZone}`, () => calendarDateIn(new Date(iso), timeZone));
}
