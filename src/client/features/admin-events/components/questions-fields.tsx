import { Field, fieldAria } from '@client/components/admin/field';
import { Checkbox } from '@client/components/ui/checkbox';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import type { QuestionType } from '@shared/schemas/registration-shape';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { type EventFormValues, newQuestion } from '../lib/event-form-schema';
import { ListFieldset, OrderedRow, type RowControlsProps, rowControls } from './list-rows';

export const QUESTIONS_HINT =
  'Asked on the registration form, in this order. Removing a question that has answers keeps its answers; it is hidden from the form.';

const TYPE_LABELS: Record<QuestionType, string> = {
  text: 'Short text',
  'long-text': 'Long text',
  single: 'One choice',
  multiple: 'Several choices',
  checkbox: 'Checkbox (yes/no)',
  number: 'Number',
  date: 'Date',
};

const SWITCHES = [
  { name: 'required', label: 'Required' },
  { name: 'perGuest', label: 'Ask each person of the party' },
  { name: 'showAtDoor', label: 'Show on the door list' },
] as const;

function QuestionRow({ index, controls }: { index: number; controls: RowControlsProps }) {
  const { control, register, formState } = useFormContext<EventFormValues>();
  const type = useWatch({ control, name: `questions.${index}.type` });
  const errors = formState.errors.questions?.[index];
  const id = (part: string) => `question-${index}-${part}`;
  const optionsHint = 'One option a line';
  return (
    <OrderedRow
      label={`Question ${index + 1}`}
      gap="gap-3"
      controls={controls}
      head={
        <>
          <Field
            id={id('label')}
            label={`Question ${index + 1}`}
            error={errors?.label?.message}
            className="flex min-w-0 flex-1 basis-48 flex-col gap-1.5"
          >
            <Input
              {...fieldAria(id('label'), errors?.label?.message)}
              placeholder="e.g. Dietary needs"
              {...register(`questions.${index}.label`)}
            />
          </Field>
          <Field id={id('type')} label="Answer type" className="flex w-44 flex-col gap-1.5">
            <NativeSelect id={id('type')} {...register(`questions.${index}.type`)}>
              {Object.entries(TYPE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </>
      }
    >
      {type === 'single' || type === 'multiple' ? (
        <Field id={id('options')} label="Options" hint={optionsHint} error={errors?.options?.message}>
          <Textarea
            {...fieldAria(id('options'), errors?.options?.message, optionsHint)}
            rows={3}
            {...register(`questions.${index}.options`)}
          />
        </Field>
      ) : null}
      <Field id={id('help')} label="Help text (optional)">
        <Input
          id={id('help')}
          placeholder="Shown under the question"
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
                  {s.label}
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
  const { control } = useFormContext<EventFormValues>();
  const list = useFieldArray({ control, name: 'questions', keyName: 'key' });
  return (
    <ListFieldset
      legend="Questions"
      hint={QUESTIONS_HINT}
      addLabel="Add Question"
      onAdd={() => list.append(newQuestion())}
    >
      {list.fields.map((field, i) => (
        <QuestionRow key={field.key} index={i} controls={rowControls(list, i, 'question', 'question')} />
      ))}
    </ListFieldset>
  );
}
