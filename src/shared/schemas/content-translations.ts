import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';

// What the organisers write, in the site's other languages (docs/i18n.md, "Content"): each language's object has
// the English fields' names, all optional; an empty or absent one is shown in English.

/** The languages content can be written in besides English (the default). */
export type TranslatedLocale = Exclude<Locale, 'en'>;
export const TRANSLATED_LOCALES = LOCALES.map((l) => l.code).filter(
  (code): code is TranslatedLocale => code !== DEFAULT_LOCALE,
) as [TranslatedLocale, ...TranslatedLocale[]];

/** `translations: { hi: {...}, es: {...} }`: a language the site does not have is refused. */
export const translationsOf = <T extends z.ZodType>(fields: T) =>
  z.partialRecord(z.enum(TRANSLATED_LOCALES), fields);

/** An optional translated text, trimmed, with its English field's cap. */
export const translatedText = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).optional();

/** A list of translated texts, matched to the English list by position ('' keeps the English item). */
export const translatedTextList = (maxItems: number, maxLength: number) =>
  z
    .array(z.string().trim().max(maxLength, `At most ${maxLength} characters`))
    .max(maxItems)
    .optional();

export const LANG_MESSAGE = `lang must be one of ${LOCALES.map((l) => l.code).join(', ')}`;
const LOCALE_CODES = LOCALES.map((l) => l.code) as [Locale, ...Locale[]];

/** `?lang=hi`: the language a public read answers in (English when left out). */
export const langQuerySchema = z.enum(LOCALE_CODES, { error: LANG_MESSAGE }).default(DEFAULT_LOCALE);
export const langQueryObject = z.object({ lang: langQuerySchema });

export const isTranslatedLocale = (locale: Locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE;
