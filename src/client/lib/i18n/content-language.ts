import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';

/**
 * The last part of a public read's query key for content in a page's language: `{ lang: 'hi' }`, which the query
 * client adds to the URL as `?lang=hi`; none in English, whose keys and URLs stay as they are.
 */
export const contentLanguage = (locale: Locale): [] | [{ lang: Locale }] =>
  locale === DEFAULT_LOCALE ? [] : [{ lang: locale }];
