import { contentLanguage } from '@client/lib/i18n/content-language';
import { usePageLanguage } from '@client/lib/i18n/i18n-context';
import type { Locale } from '@shared/i18n/locales';
import type { Event } from '@shared/schemas/events';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The upcoming events, their content in the page's language. */
export const eventsQuery = (locale: Locale) =>
  queryOptions<Event[]>({ queryKey: ['/api/events', ...contentLanguage(locale)] });

export const useEvents = () => useQuery(eventsQuery(usePageLanguage().locale));

/** Events that are over, most recent first (their photos and videos stay findable). */
export const pastEventsQuery = (locale: Locale) =>
  queryOptions<Event[]>({ queryKey: ['/api/events?when=past', ...contentLanguage(locale)] });

export const usePastEvents = () => useQuery(pastEventsQuery(usePageLanguage().locale));
