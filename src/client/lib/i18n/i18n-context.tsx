import { type CompiledMessages, formatMessage } from '@shared/i18n/format-message';
import { DEFAULT_LOCALE, type Locale, localeBase, localeConfig, localizedPath } from '@shared/i18n/locales';
import type en from '@shared/i18n/messages/en.json';
import { createContext, type ReactNode, useContext } from 'react';

/** A message's id: the English catalogue is the source, and every other catalogue has the same ids. */
export type MessageKey = keyof typeof en;

export type MessageValues = Record<string, string | number>;

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The page's language: its code, the locale Intl formats with, and its messages. */
export type PageLanguage = { locale: Locale; intl: string; t: Translate };

/**
 * The page's language from its compiled catalogue (ICU messages, compiled on the server). A message the catalogue
 * lacks shows its id, as a missing translation does.
 */
export function pageLanguage(locale: Locale, messages: CompiledMessages): PageLanguage {
  const { intl } = localeConfig(locale);
  return { locale, intl, t: (key, values = {}) => formatMessage(messages[key] ?? key, values, intl) };
}

const PageLanguageContext = createContext<PageLanguage | null>(null);

export function PageLanguageProvider({ value, children }: { value: PageLanguage; children: ReactNode }) {
  return <PageLanguageContext value={value}>{children}</PageLanguageContext>;
}

export function usePageLanguage(): PageLanguage {
  const language = useContext(PageLanguageContext);
  if (!language) throw new Error('usePageLanguage outside PageLanguageProvider');
  return language;
}

/** The page's message lookup: `t('nav.events')`, `t('gallery.photoCount', { count })`. */
export const useT = (): Translate => usePageLanguage().t;

/** A site path in the page's language, for a plain link (`/events/diwali/volunteer` → `/hi/events/diwali/volunteer`). */
export const useLocalePath = (): ((path: string) => string) => {
  const { locale } = usePageLanguage();
  return (path) => localizedPath(locale, path);
};

/**
 * The href of the home page for a router link: links are relative to the language's prefix, and the prefix alone
 * (`/hi`) is its home page's address (`/hi/` redirects there).
 */
export const useHomeHref = (): string => {
  const { locale } = usePageLanguage();
  return locale === DEFAULT_LOCALE ? '/' : `~${localeBase(locale)}`;
};
