import type { Locale } from '@shared/i18n/locales';

/**
 * Where the page's compiled catalogue travels: a query of its own in the dehydrated cache, so the browser gets the
 * active language's messages with the page's data and never downloads another language's.
 */
export const messagesKey = (locale: Locale) => ['i18n-messages', locale] as const;
