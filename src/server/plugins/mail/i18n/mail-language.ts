import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { formatLongDate } from '@shared/dates';
import { type EventTiming, eventTimeText } from '@shared/event-time';
import { type CompiledMessage, formatMessage } from '@shared/i18n/format-message';
import { DEFAULT_LOCALE, isLocale, type Locale, localeConfig } from '@shared/i18n/locales';
import en from './en.json';
import es from './es.json';
import hi from './hi.json';

// The language of a mail to a registrant: the one of the page they signed up on (docs/i18n.md, "Mail"). Its
// words are ICU messages, one catalogue per language beside this file, compiled once per language when first used.

/** A mail message's id: the English catalogue is the source; the others have the same ids. */
export type MailMessageId = keyof typeof en;

const sources: Record<Locale, Record<MailMessageId, string>> = { en, hi, es };

export type MailLanguage = {
  code: Locale;
  /** `t('reminder.subject', { title })` */
  t: (id: MailMessageId, values?: Record<string, string | number>) => string;
  /** "Saturday, October 18, 2025", "शनिवार, 18 अक्तूबर 2025", "sábado, 18 de octubre de 2025" */
  longDate: (instant: Date, timeZone: string) => string;
  /** An event's time of day ("6:00 PM - 10:00 PM", "6:00 pm - 10:00 pm"), or that it is not known yet. */
  eventTime: (timing: EventTiming, timeZone: string) => string;
};

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** "6:00 pm" (hi-IN), "6:00 p.m." (es-US): the time of day as the language writes it. */
function clockIn(intl: string, instant: Date, timeZone: string): string {
  const key = `${intl} ${timeZone}`;
  let format = clockFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intl, { hour: 'numeric', minute: '2-digit', timeZone });
    clockFormats.set(key, format);
  }
  // Some ICU versions put a narrow no-break space before the meridiem; a mail shows a plain one.
  return format.format(instant).replace(/[\u202f\u00a0]/g, ' ');
}

function makeLanguage(code: Locale): MailLanguage {
  const { intl } = localeConfig(code);
  const compiled = new Map(
    Object.entries(sources[code]).map(([id, text]) => [id, compileMessageOrThrow(text) as CompiledMessage]),
  );
  // The pages' small ICU runtime, not @lingui/core's: a sign-up's mail asks for a dozen messages, and @lingui/core
  // builds its formatters anew for each (1.4 KB of garbage a message, a seventh of a burst's allocations).
  const t: MailLanguage['t'] = (id, values = {}) => formatMessage(compiled.get(id) ?? id, values, intl);
  return {
    code,
    t,
    longDate: (instant, timeZone) => formatLongDate(instant, timeZone, intl),
    eventTime: (timing, timeZone) => {
      // English keeps the site's own time text (the pages', the feeds').
      if (code === DEFAULT_LOCALE) return eventTimeText(timing, timeZone) ?? t('details.timeUnknown');
      if (!timing.timeKnown) return t('details.timeUnknown');
      const start = clockIn(intl, timing.startsAt, timeZone);
      return timing.endsAt ? `${start} - ${clockIn(intl, timing.endsAt, timeZone)}` : start;
    },
  };
}

const made = new Map<Locale, MailLanguage>();

/** A mail's language by its code; English for none or one the site does not have. */
export function mailLanguage(code: string | null | undefined): MailLanguage {
  const locale: Locale = code && isLocale(code) ? code : DEFAULT_LOCALE;
  let language = made.get(locale);
  if (!language) {
    language = makeLanguage(locale);
    made.set(locale, language);
  }
  return language;
}
