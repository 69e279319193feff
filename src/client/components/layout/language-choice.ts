import { DEFAULT_LOCALE, isLocale, type Locale, preferredLocale } from '@shared/i18n/locales';

// The visitor's language, remembered in the browser only: pages are the same for every visitor (and cached so),
// whatever language a visitor chose or their browser asks for.

const CHOICE_KEY = 'aarohi-language';
const DISMISSED_KEY = 'aarohi-language-offer-dismissed';

const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string) => {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, full): the choice is simply not remembered.
  }
};

/** Remembers the language a visitor picked in the switcher. */
export const rememberLanguage = (locale: Locale) => write(CHOICE_KEY, locale);

/** Remembers that the visitor declined the offer of another language. */
export const dismissLanguageOffer = () => write(DISMISSED_KEY, '1');

/**
 * The language to offer on a page in another one: the one the visitor picked before, or else the one their
 * browser ranks first among the site's; null when that is the page's own, or the offer was declined.
 */
export function languageToOffer(pageLocale: Locale, browserLanguages: readonly string[]): Locale | null {
  const chosen = read(CHOICE_KEY);
  const wanted = chosen && isLocale(chosen) ? chosen : preferredLocale(browserLanguages);
  if (!wanted || wanted === pageLocale) return null;
  if (!chosen && read(DISMISSED_KEY)) return null;
  return wanted;
}

const ADMIN_CHOICE_KEY = 'aarohi-admin-language';

/** Remembers the language an organiser picked for the admin's screens. */
export const rememberAdminLanguage = (locale: Locale) => write(ADMIN_CHOICE_KEY, locale);

/**
 * The language of the admin's screens (which have no address per language): the one the organiser picked there,
 * else the one they picked on the public site, else the first of the site's their browser asks for, else English.
 */
export function adminLanguage(browserLanguages: readonly string[]): Locale {
  for (const remembered of [read(ADMIN_CHOICE_KEY), read(CHOICE_KEY)]) {
    if (remembered && isLocale(remembered)) return remembered;
  }
  return preferredLocale(browserLanguages) ?? DEFAULT_LOCALE;
}
