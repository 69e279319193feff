import type { Locale } from '@shared/i18n/locales';
import { localizedPath } from '@shared/i18n/locales';
import { createContext, useContext } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * True on the 404 page: it is one page for every unknown path (kept once by the public cache), so it must not
 * name the path it was asked for; its language links lead to each language's home page.
 */
export const UnknownPageContext = createContext(false);

/** The address of the page on screen in a language (`/events` → `/hi/events`), its query kept. */
export function usePageInLanguage(): (locale: Locale) => string {
  const unknownPage = useContext(UnknownPageContext);
  const [path] = useLocation();
  const search = useSearch();
  return (locale) =>
    unknownPage ? localizedPath(locale, '/') : `${localizedPath(locale, path)}${search ? `?${search}` : ''}`;
}
