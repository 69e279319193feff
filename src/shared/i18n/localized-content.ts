import type { TranslatedLocale } from '../schemas/content-translations';
import type { EventTranslation, EventTranslations } from '../schemas/event-translations';
import type { Event } from '../schemas/events';
import type { SiteSettings } from '../schemas/settings';
import type { SettingsTranslations } from '../schemas/settings-translations';
import { DEFAULT_LOCALE, type Locale } from './locales';

// What the organisers wrote, in a page's language: each text is its translation when one was written, else the
// English text (field by field, item by item). The English content's shape is kept: its lists, ids and order.

/** The translation when written (not blank), else the English text. */
const pick = (english: string, translated: string | undefined) => (translated?.trim() ? translated : english);

/** As pick, for a text the English content may lack: left out when neither has it. */
const pickOptional = (english: string | undefined, translated: string | undefined) => {
  const text = translated?.trim() ? translated : english;
  return text === undefined ? {} : { value: text };
};

/** The translated item for the English item at index i: the one naming its id, else the one at its position without an id. */
function itemFor<T extends { id?: string }>(list: readonly T[] | undefined, i: number, id: string) {
  if (!list) return undefined;
  const byId = list.find((item) => item.id !== undefined && item.id !== '' && item.id === id);
  if (byId) return byId;
  const atPosition = list[i];
  return atPosition && !atPosition.id ? atPosition : undefined;
}

const translationOf = <T>(
  translations: Partial<Record<TranslatedLocale, T>> | null | undefined,
  locale: Locale,
) => (locale === DEFAULT_LOCALE ? undefined : translations?.[locale as TranslatedLocale]);

/** An event as the public reads it in a language. */
export function localizeEvent(
  event: Event,
  translations: EventTranslations | null | undefined,
  locale: Locale,
): Event {
  const tr: EventTranslation | undefined = translationOf(translations, locale);
  if (!tr) return event;
  return {
    ...localizeEventNames(event, translations, locale),
    highlights: event.highlights.map((text, i) => pick(text, tr.highlights?.[i])),
    whatToBring: event.whatToBring.map((text, i) => pick(text, tr.whatToBring?.[i])),
    schedule: event.schedule.map((item, i) => {
      const t = tr.schedule?.[i];
      const description = pickOptional(item.description, t?.description);
      return {
        time: pick(item.time, t?.time),
        activity: pick(item.activity, t?.activity),
        ...('value' in description ? { description: description.value } : {}),
      };
    }),
    activities: event.activities.map((group, g) => {
      const t = tr.activities?.[g];
      const instructions = pickOptional(group.instructions, t?.instructions);
      const label = pick(group.category, t?.category);
      return {
        // The English name stays what a sign-up answers with (its responses are filed under it); the text in the
        // language comes beside it.
        category: group.category,
        ...(label !== group.category ? { categoryLabel: label } : {}),
        ...('value' in instructions ? { instructions: instructions.value } : {}),
        options: group.options.map((option, o) => ({
          id: option.id,
          name: pick(option.name, itemFor(t?.options, o, option.id)?.name),
        })),
      };
    }),
    ticketTypes: event.ticketTypes.map((type, i) => {
      const t = itemFor(tr.ticketTypes, i, type.id);
      const description = pickOptional(type.description, t?.description);
      const { description: _english, ...rest } = type;
      return {
        ...rest,
        name: pick(type.name, t?.name),
        ...('value' in description ? { description: description.value } : {}),
      };
    }),
    questions: event.questions.map((question, i) => {
      const t = itemFor(tr.questions, i, question.id);
      const helpText = pickOptional(question.helpText, t?.helpText);
      const { helpText: _english, ...rest } = question;
      const labels = question.options?.map((option, o) => pick(option, t?.options?.[o]));
      return {
        ...rest,
        label: pick(question.label, t?.label),
        ...('value' in helpText ? { helpText: helpText.value } : {}),
        // The options stay the English values a sign-up answers with; their texts in the language beside them.
        ...(labels && t?.options?.some((text) => text.trim()) ? { optionLabels: labels } : {}),
      };
    }),
  };
}

/** The site's settings as the public reads them in a language. */
export function localizeSettings(
  settings: SiteSettings,
  translations: SettingsTranslations | null | undefined,
  locale: Locale,
): SiteSettings {
  const tr = translationOf(translations, locale);
  if (!tr) return settings;
  return {
    ...settings,
    tagline: pick(settings.tagline, tr.tagline),
    aboutText: pick(settings.aboutText, tr.aboutText),
    announcementText: pick(settings.announcementText, tr.announcementText),
  };
}

/**
 * What names and describes an event, in a language: its title, description and ticket types' names, the rest as
 * it is (a mail to a registrant and its calendar file show these).
 */
export function localizeEventNames<
  T extends { title: string; description: string; ticketTypes?: readonly { id: string; name: string }[] },
>(event: T, translations: EventTranslations | null | undefined, locale: Locale): T {
  const tr: EventTranslation | undefined = translationOf(translations, locale);
  if (!tr) return event;
  return {
    ...event,
    title: pick(event.title, tr.title),
    description: pick(event.description, tr.description),
    ...(event.ticketTypes
      ? {
          ticketTypes: event.ticketTypes.map((type, i) => ({
            ...type,
            name: pick(type.name, itemFor(tr.ticketTypes, i, type.id)?.name),
          })),
        }
      : {}),
  };
}
