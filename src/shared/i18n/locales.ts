// The site's languages. English is the default and its pages keep unprefixed paths; every other language's pages
// live under its code (`/hi/events`). Adding a language: one line here and one messages file (docs/i18n.md).

export type LocaleConfig = {
  /** BCP 47 language code, also the path prefix of the language's pages. */
  code: string;
  /** The locale Intl formats dates and numbers with ("hi-IN" writes Hindi month names). */
  intl: string;
  /** The language's own name, as the language switcher shows it. */
  name: string;
  /** Its short label in the header's switcher. */
  short: string;
  /** The one line offering a page in this language, written in it (shown on another language's page). */
  offer: string;
  /** How Intl writes a time of day in the language ("10:00 a.m."; Hindi names the part of the day: "सुबह 10:00"). */
  clock: Intl.DateTimeFormatOptions;
};

export const LOCALES = [
  {
    code: 'en',
    intl: 'en-US',
    name: 'English',
    short: 'EN',
    offer: 'Read this page in English',
    clock: { hour: 'numeric', minute: '2-digit' },
  },
  {
    code: 'hi',
    intl: 'hi-IN',
    name: 'हिन्दी',
    short: 'हि',
    offer: 'यह पेज हिन्दी में पढ़ें',
    clock: { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' },
  },
  {
    code: 'es',
    intl: 'es-US',
    name: 'Español',
    short: 'ES',
    offer: 'Leer esta página en español',
    clock: { hour: 'numeric', minute: '2-digit' },
  },
] as const satisfies readonly LocaleConfig[];

export type Locale = (typeof LOCALES)[number]['code'];

export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: string): value is Locale => LOCALES.some((l) => l.code === value);

export const localeConfig = (locale: Locale): LocaleConfig =>
  LOCALES.find((l) => l.code === locale) ?? LOCALES[0];

/** A page path's language and the path without its prefix: `/hi/events` → hi, `/events`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const code = match?.[1];
  if (code && code !== DEFAULT_LOCALE && isLocale(code)) {
    return { locale: code, path: pathname.slice(code.length + 1) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The prefix of a language's pages ('' for the default language). */
export const localeBase = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** A page's path in a language: `/events` in hi → `/hi/events`, `/` in es → `/es`. */
export function localizedPath(locale: Locale, path: string): string {
  const base = localeBase(locale);
  if (!base) return path;
  return path === '/' ? base : `${base}${path}`;
}

/**
 * The language a visitor's browser prefers among the site's, when it ranks one of them first among those it names
 * (navigator.languages, which Accept-Language is made from), or null.
 */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const code = tag.toLowerCase().split('-')[0] ?? '';
    if (isLocale(code)) return code;
  }
  return null;
}
