import { contentLanguage } from '@client/lib/i18n/content-language';
import { usePageLanguage } from '@client/lib/i18n/i18n-context';
import type { Locale } from '@shared/i18n/locales';
import type { Event } from '@shared/schemas/events';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** An event by slug or id, its content in the page's language. */
export const eventQuery = (slugOrId: string, locale: Locale) =>
  queryOptions<Event>({
    queryKey: ['/api/events', encodeURIComponent(slugOrId), ...contentLanguage(locale)],
    // A 404 rendered by the server stays a 404 in the browser rather than being fetched again on hydration.
    retryOnMount: false,
  });

/** Any event, drafts included, for a signed-in admin's preview of its page. */
export const previewEventQuery = (id: string) =>
  queryOptions<Event>({ queryKey: ['/api/admin/events', encodeURIComponent(id)] });

export const useEvent = (slugOrId: string, preview = false) => {
  const { locale } = usePageLanguage();
  return useQuery(preview ? previewEventQuery(slugOrId) : eventQuery(slugOrId, locale));
};
