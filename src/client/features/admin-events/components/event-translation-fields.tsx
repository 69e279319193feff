import { Field } from '@client/components/admin/field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { localeConfig } from '@shared/i18n/locales';
import type { TranslatedLocale } from '@shared/schemas/content-translations';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { type EventFormValues, optionLines } from '../lib/event-form-schema';

const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 font-semibold text-sm">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The event's texts in another language, one field for each English text (shown as its placeholder): what is left
 * empty shows in English on that language's pages. Times, places, numbers and choices are the English tab's.
 */
export function EventTranslationFields({ locale }: { locale: TranslatedLocale }) {
  const { register, control } = useFormContext<EventFormValues>();
  const english = useWatch({ control });
  const language = localeConfig(locale).name;
  const text = (
    name: Parameters<typeof register>[0],
    label: string,
    placeholder: string | undefined,
    long = false,
  ) => {
    const id = `event-${locale}-${name.split('.').slice(2).join('-')}`;
    const props = { id, lang: locale, placeholder: placeholder ?? '', ...register(name) };
    return (
      <Field key={id} id={id} label={`${label} (${language})`}>
        {long ? <Textarea rows={4} {...props} /> : <Input {...props} />}
      </Field>
    );
  };
  const base = `translations.${locale}` as const;
  const highlights = splitList(english.highlights ?? '');
  const whatToBring = splitList(english.whatToBring ?? '');
  const schedule = (english.schedule ?? [])
    .map((row, i) => ({ row, i }))
    .filter(({ row }) => row?.time?.trim() || row?.activity?.trim());
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground text-sm">
        Written in {language}. A field left empty shows the English text on the {language} pages.
      </p>
      {text(`${base}.title`, 'Title', english.title)}
      {text(`${base}.description`, 'Description', english.description, true)}
      {highlights.length > 0 ? (
        <Group legend="Highlights">
          {highlights.map((item, i) => text(`${base}.highlights.${i}`, `Highlight ${i + 1}`, item))}
        </Group>
      ) : null}
      {whatToBring.length > 0 ? (
        <Group legend="What to Bring">
          {whatToBring.map((item, i) => text(`${base}.whatToBring.${i}`, `What to bring ${i + 1}`, item))}
        </Group>
      ) : null}
      {schedule.length > 0 ? (
        <Group legend="Schedule">
          {schedule.flatMap(({ row, i }) => [
            text(`${base}.schedule.${i}.activity`, `Item ${i + 1} activity`, row?.activity),
            text(`${base}.schedule.${i}.description`, `Item ${i + 1} description`, row?.description),
          ])}
        </Group>
      ) : null}
      {(english.activities ?? []).length > 0 ? (
        <Group legend="Activities">
          {(english.activities ?? []).flatMap((group, g) => [
            text(`${base}.activities.${g}.category`, `Category ${g + 1}`, group?.category),
            text(
              `${base}.activities.${g}.instructions`,
              `Category ${g + 1} instructions`,
              group?.instructions,
            ),
            ...(group?.options ?? []).map((option, o) =>
              text(
                `${base}.activities.${g}.options.${o}.name`,
                `Category ${g + 1} option ${o + 1}`,
                option?.name,
              ),
            ),
          ])}
        </Group>
      ) : null}
      {(english.ticketTypes ?? []).length > 0 ? (
        <Group legend="Ticket types">
          {(english.ticketTypes ?? []).flatMap((type, i) => [
            text(`${base}.ticketTypes.${i}.name`, `Ticket type ${i + 1} name`, type?.name),
            text(
              `${base}.ticketTypes.${i}.description`,
              `Ticket type ${i + 1} description`,
              type?.description,
            ),
          ])}
        </Group>
      ) : null}
      {(english.questions ?? []).length > 0 ? (
        <Group legend="Questions">
          {(english.questions ?? []).flatMap((question, i) => [
            text(`${base}.questions.${i}.label`, `Question ${i + 1} label`, question?.label),
            text(`${base}.questions.${i}.helpText`, `Question ${i + 1} help text`, question?.helpText),
            ...(question?.type === 'single' || question?.type === 'multiple'
              ? optionLines(question.options ?? '').map((option, o) =>
                  text(`${base}.questions.${i}.options.${o}`, `Question ${i + 1} option ${o + 1}`, option),
                )
              : []),
          ])}
        </Group>
      ) : null}
    </div>
  );
}
