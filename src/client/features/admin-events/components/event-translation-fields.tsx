import { Field } from '@client/components/admin/field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { useT } from '@client/lib/i18n/i18n-context';
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
  const t = useT();
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
      <Field key={id} id={id} label={t('admin.events.translations.label', { label, language })}>
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
      <p className="text-muted-foreground text-sm">{t('admin.events.translations.intro', { language })}</p>
      {text(`${base}.title`, t('admin.events.field.title'), english.title)}
      {text(`${base}.description`, t('admin.events.field.description'), english.description, true)}
      {highlights.length > 0 ? (
        <Group legend={t('admin.events.field.highlights')}>
          {highlights.map((item, i) =>
            text(
              `${base}.highlights.${i}`,
              t('admin.events.translations.highlight', { number: i + 1 }),
              item,
            ),
          )}
        </Group>
      ) : null}
      {whatToBring.length > 0 ? (
        <Group legend={t('admin.events.field.whatToBring')}>
          {whatToBring.map((item, i) =>
            text(
              `${base}.whatToBring.${i}`,
              t('admin.events.translations.whatToBring', { number: i + 1 }),
              item,
            ),
          )}
        </Group>
      ) : null}
      {schedule.length > 0 ? (
        <Group legend={t('admin.events.schedule.legend')}>
          {schedule.flatMap(({ row, i }) => [
            text(
              `${base}.schedule.${i}.activity`,
              t('admin.events.schedule.activity', { number: i + 1 }),
              row?.activity,
            ),
            text(
              `${base}.schedule.${i}.description`,
              t('admin.events.schedule.description', { number: i + 1 }),
              row?.description,
            ),
          ])}
        </Group>
      ) : null}
      {(english.activities ?? []).length > 0 ? (
        <Group legend={t('admin.events.translations.activities')}>
          {(english.activities ?? []).flatMap((group, g) => [
            text(
              `${base}.activities.${g}.category`,
              t('admin.events.translations.category', { number: g + 1 }),
              group?.category,
            ),
            text(
              `${base}.activities.${g}.instructions`,
              t('admin.events.translations.categoryInstructions', { number: g + 1 }),
              group?.instructions,
            ),
            ...(group?.options ?? []).map((option, o) =>
              text(
                `${base}.activities.${g}.options.${o}.name`,
                t('admin.events.translations.categoryOption', { number: g + 1, option: o + 1 }),
                option?.name,
              ),
            ),
          ])}
        </Group>
      ) : null}
      {(english.ticketTypes ?? []).length > 0 ? (
        <Group legend={t('admin.events.ticketTypes.legend')}>
          {(english.ticketTypes ?? []).flatMap((type, i) => [
            text(
              `${base}.ticketTypes.${i}.name`,
              t('admin.events.ticketTypes.name', { number: i + 1 }),
              type?.name,
            ),
            text(
              `${base}.ticketTypes.${i}.description`,
              t('admin.events.translations.ticketTypeDescription', { number: i + 1 }),
              type?.description,
            ),
          ])}
        </Group>
      ) : null}
      {(english.questions ?? []).length > 0 ? (
        <Group legend={t('admin.events.questions.legend')}>
          {(english.questions ?? []).flatMap((question, i) => [
            text(
              `${base}.questions.${i}.label`,
              t('admin.events.translations.questionLabel', { number: i + 1 }),
              question?.label,
            ),
            text(
              `${base}.questions.${i}.helpText`,
              t('admin.events.translations.questionHelp', { number: i + 1 }),
              question?.helpText,
            ),
            ...(question?.type === 'single' || question?.type === 'multiple'
              ? optionLines(question.options ?? '').map((option, o) =>
                  text(
                    `${base}.questions.${i}.options.${o}`,
                    t('admin.events.translations.questionOption', { number: i + 1, option: o + 1 }),
                    option,
                  ),
                )
              : []),
          ])}
        </Group>
      ) : null}
    </div>
  );
}
