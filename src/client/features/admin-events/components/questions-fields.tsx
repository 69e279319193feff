import { Field, fieldAria } from '@client/components/admin/field';
import { Checkbox } from '@client/components/ui/checkbox';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { type MessageKey, useT } from '@client/lib/i18n/i18n-context';
import type { QuestionType } from '@shared/schemas/registration-shape';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { type EventFormValues, newQuestion } from '../lib/event-form-schema';
import { translateFormMessage } from '../lib/form-messages';
import { ListFieldset, OrderedRow, type RowControlsProps, rowControls } from './list-rows';

const TYPE_LABELS: Record<QuestionType, MessageKey> = {
  text: 'admin.events.questions.type.text',
  'long-text': 'admin.events.questions.type.longText',
  single: 'admin.events.questions.type.single',
  multiple: 'admin.events.questions.type.multiple',
  checkbox: 'admin.events.questions.type.checkbox',
  number: 'admin.events.questions.type.number',
  date: 'admin.events.questions.type.date',
};

const SWITCHES = [
  { name: 'required', label: 'admin.events.questions.required' },
  { name: 'perGuest', label: 'admin.events.questions.perGuest' },
  { name: 'showAtDoor', label: 'admin.events.questions.showAtDoor' },
] as const satisfies readonly { name: string; label: MessageKey }[];

function QuestionRow({ index, controls }: { index: number; controls: RowControlsProps }) {
  const t = useT();
  const { control, register, formState } = useFormContext<EventFormValues>();
  const type = useWatch({ control, name: `questions.${index}.type` });
  const errors = formState.errors.questions?.[index];
  const labelError = translateFormMessage(errors?.label?.message, t);
  const optionsError = translateFormMessage(errors?.options?.message, t);
  const id = (part: string) => `question-${index}-${part}`;
  const optionsHint = t('admin.events.questions.optionsHint');
  const name = t('admin.events.questions.label', { number: index + 1 });
  return (
    <OrderedRow
      label={name}
      gap="gap-3"
      controls={controls}
      head={
        <>
          <Field
            id={id('label')}
            label={name}
            error={labelError}
            className="flex min-w-0 flex-1 basis-48 flex-col gap-1.5"
          >
            <Input
              {...fieldAria(id('label'), labelError)}
              placeholder={t('admin.events.questions.labelPlaceholder')}
              {...register(`questions.${index}.label`)}
            />
          </Field>
          <Field
            id={id('type')}
            label={t('admin.events.questions.type')}
            className="flex w-44 flex-col gap-1.5"
          >
            <NativeSelect id={id('type')} {...register(`questions.${index}.type`)}>
              {Object.entries(TYPE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {t(label)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </>
      }
    >
      {type === 'single' || type === 'multiple' ? (
        <Field
          id={id('options')}
          label={t('admin.events.questions.options')}
          hint={optionsHint}
          error={optionsError}
        >
          <Textarea
            {...fieldAria(id('options'), optionsError, optionsHint)}
            rows={3}
            {...register(`questions.${index}.options`)}
          />
        </Field>
      ) : null}
      <Field id={id('help')} label={t('admin.events.questions.help')}>
        <Input
          id={id('help')}
          placeholder={t('admin.events.questions.helpPlaceholder')}
          {...register(`questions.${index}.helpText`)}
        />
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-6">
        {SWITCHES.map((s) => (
          <Controller
            key={s.name}
            control={control}
            name={`questions.${index}.${s.name}`}
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox
                  id={id(s.name)}
                  checked={field.value}
                  onCheckedChange={(on) => field.onChange(on === true)}
                  onBlur={field.onBlur}
                />
                <Label htmlFor={id(s.name)} weight="normal">
                  {t(s.label)}
                </Label>
              </div>
            )}
          />
        ))}
      </div>
    </OrderedRow>
  );
}

/** The organiser's own questions in order (docs/product-rules.md, "Ticket types, guest names and questions"). */
export function QuestionsFields() {
  const t = useT();
  const { control } = useFormContext<EventFormValues>();
  const list = useFieldArray({ control, name: 'questions', keyName: 'key' });
  return (
    <ListFieldset
      id="questions"
      legend={t('admin.events.questions.legend')}
      hint={t('admin.events.questions.hint')}
      addLabel={t('admin.events.questions.add')}
      onAdd={() => list.append(newQuestion())}
    >
      {list.fields.map((field, i) => (
        <QuestionRow
          key={field.key}
          index={i}
          controls={rowControls(list, i, t('admin.events.questions.rowName', { number: i + 1 }), 'question')}
        />
      ))}
    </ListFieldset>
  );
}
