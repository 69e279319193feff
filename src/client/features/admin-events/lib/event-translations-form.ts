import { localizeEvent } from '@shared/i18n/localized-content';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@shared/schemas/content-translations';
import type { EventTranslation, EventTranslations } from '@shared/schemas/event-translations';
import type { Event } from '@shared/schemas/events';

// The event form's language tabs: what is written in each other language, one field per English text (lists item
// by item, in the English order). An empty field shows the English text on that language's pages.

export type TranslationForm = {
  title: string;
  description: string;
  highlights: string[];
  whatToBring: string[];
  schedule: { activity: string; description: string }[];
  activities: { category: string; instructions: string; options: { name: string }[] }[];
  ticketTypes: { name: string; description: string }[];
  questions: { label: string; helpText: string; options: string[] }[];
};
export type TranslationsForm = Record<TranslatedLocale, TranslationForm>;

const emptyTranslation = (): TranslationForm => ({
  title: '',
  description: '',
  highlights: [],
  whatToBring: [],
  schedule: [],
  activities: [],
  ticketTypes: [],
  questions: [],
});

export const emptyTranslationsForm = (): TranslationsForm =>
  Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, emptyTranslation()])) as TranslationsForm;

/** The written text, or '' where the language shows the English one. */
const written = (text: string | undefined, english: string | undefined) =>
  text && text !== english ? text : '';

/** Each item's named texts as written, against the English item at its place. */
const writtenItems = <K extends string>(
  keys: readonly K[],
  items: readonly { [P in K]?: string }[],
  english: readonly ({ [P in K]?: string } | undefined)[],
): Record<K, string>[] =>
  items.map(
    (item, i) =>
      Object.fromEntries(keys.map((key) => [key, written(item[key], english[i]?.[key])])) as Record<
        K,
        string
      >,
  );

/** Each language's texts lined up with the event's English ones (matched as its pages match them). */
export function translationsToForm(
  event: Event,
  translations: EventTranslations | undefined,
): TranslationsForm {
  const form = emptyTranslationsForm();
  for (const locale of TRANSLATED_LOCALES) {
    const t = localizeEvent(event, translations ?? {}, locale);
    form[locale] = {
      title: written(t.title, event.title),
      description: written(t.description, event.description),
      highlights: t.highlights.map((text, i) => written(text, event.highlights[i])),
      whatToBring: t.whatToBring.map((text, i) => written(text, event.whatToBring[i])),
      schedule: writtenItems(['activity', 'description'], t.schedule, event.schedule),
      activities: t.activities.map((group, g) => ({
        category: written(group.category, event.activities[g]?.category),
        instructions: written(group.instructions, event.activities[g]?.instructions),
        options: group.options.map((option, o) => ({
          name: written(option.name, event.activities[g]?.options[o]?.name),
        })),
      })),
      ticketTypes: writtenItems(['name', 'description'], t.ticketTypes, event.ticketTypes),
      questions: t.questions.map((question, i) => ({
        label: written(question.label, event.questions[i]?.label),
        helpText: written(question.helpText, event.questions[i]?.helpText),
        options: (question.optionLabels ?? []).map((text, o) => written(text, question.options?.[o])),
      })),
    };
  }
  return form;
}

/** The English content's shape the translations follow: its list items' positions in the form and their ids. */
export type EnglishShape = {
  /** Form indexes of the schedule rows sent (rows with a time or an activity). */
  scheduleRows: number[];
  highlights: number;
  whatToBring: number;
  activities: { options: string[] }[];
  ticketTypeIds: string[];
  questions: { id: string; options: number }[];
};

const text = (value: string | undefined) => value?.trim() ?? '';
/** A text, left out when empty (English is shown). */
const optional = (value: string | undefined) => (text(value) ? text(value) : undefined);

/** The payload's `translations`: each language's texts in the English lists' order, items carrying their ids. */
export function translationsToPayload(
  form: TranslationsForm | undefined,
  shape: EnglishShape,
): EventTranslations {
  const payload: EventTranslations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const t = form?.[locale];
    const one: EventTranslation = {
      title: optional(t?.title),
      description: optional(t?.description),
      highlights: Array.from({ length: shape.highlights }, (_, i) => text(t?.highlights?.[i])),
      whatToBring: Array.from({ length: shape.whatToBring }, (_, i) => text(t?.whatToBring?.[i])),
      schedule: shape.scheduleRows.map((row) => ({
        activity: optional(t?.schedule?.[row]?.activity),
        description: optional(t?.schedule?.[row]?.description),
      })),
      activities: shape.activities.map((group, g) => ({
        category: optional(t?.activities?.[g]?.category),
        instructions: optional(t?.activities?.[g]?.instructions),
        options: group.options.map((id, o) => ({
          id,
          name: optional(t?.activities?.[g]?.options?.[o]?.name),
        })),
      })),
      ticketTypes: shape.ticketTypeIds.map((id, i) => ({
        id,
        name: optional(t?.ticketTypes?.[i]?.name),
        description: optional(t?.ticketTypes?.[i]?.description),
      })),
      questions: shape.questions.map((question, i) => ({
        id: question.id,
        label: optional(t?.questions?.[i]?.label),
        helpText: optional(t?.questions?.[i]?.helpText),
        options: Array.from({ length: question.options }, (_, o) => text(t?.questions?.[i]?.options?.[o])),
      })),
    };
    payload[locale] = one;
  }
  return payload;
}
