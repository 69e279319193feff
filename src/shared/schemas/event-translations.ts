import { z } from 'zod';
import { translatedText, translatedTextList, translationsOf } from './content-translations';

// An event's content in another language (docs/i18n.md, "Content"). Lists match the English lists by position;
// an activity option, ticket type or question given with its `id` matches the English one with that id instead.

const translatedId = z.string().trim().max(200).optional();

export const eventTranslationSchema = z.strictObject({
  title: translatedText(200),
  description: translatedText(20_000),
  highlights: translatedTextList(50, 200),
  schedule: z
    .array(
      z.strictObject({
        time: translatedText(100),
        activity: translatedText(300),
        description: translatedText(2000),
      }),
    )
    .max(100)
    .optional(),
  whatToBring: translatedTextList(50, 200),
  activities: z
    .array(
      z.strictObject({
        category: translatedText(200),
        instructions: translatedText(2000),
        options: z
          .array(z.strictObject({ id: translatedId, name: translatedText(200) }))
          .max(100)
          .optional(),
      }),
    )
    .max(50)
    .optional(),
  ticketTypes: z
    .array(z.strictObject({ id: translatedId, name: translatedText(100), description: translatedText(500) }))
    .max(20)
    .optional(),
  questions: z
    .array(
      z.strictObject({
        id: translatedId,
        label: translatedText(300),
        helpText: translatedText(500),
        /** The options' texts in the English options' order; the answer stored is the English option. */
        options: translatedTextList(50, 200),
      }),
    )
    .max(50)
    .optional(),
});
export type EventTranslation = z.infer<typeof eventTranslationSchema>;

export const eventTranslationsSchema = translationsOf(eventTranslationSchema);
export type EventTranslations = z.infer<typeof eventTranslationsSchema>;
