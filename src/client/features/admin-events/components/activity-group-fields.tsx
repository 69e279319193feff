import { Field, fieldAria } from '@client/components/admin/field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { useT } from '@client/lib/i18n/i18n-context';
import { Trash2, X } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { type EventFormValues, newOptionId } from '../lib/event-form-schema';
import { translateFormMessage } from '../lib/form-messages';
import { AddRowButton } from './add-row-button';

type ActivityGroupFieldsProps = { index: number; onRemove: () => void };

/** One registration activity category: its name, optional instructions and its options. */
export function ActivityGroupFields({ index, onRemove }: ActivityGroupFieldsProps) {
  const t = useT();
  const { control, register, formState } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: `activities.${index}.options`,
    keyName: 'key',
  });
  const groupErrors = formState.errors.activities?.[index];
  const categoryId = `activity-${index}-category`;
  const categoryError = translateFormMessage(groupErrors?.category?.message, t);
  return (
    <div className="flex flex-col gap-2 rounded-md bg-secondary/40 p-3">
      <div className="flex items-end gap-2">
        <Field
          id={categoryId}
          label={t('admin.events.activities.categoryName', { number: index + 1 })}
          error={categoryError}
          className="flex flex-1 flex-col gap-1.5"
        >
          <Input
            {...fieldAria(categoryId, categoryError)}
            placeholder={t('admin.events.activities.categoryPlaceholder')}
            {...register(`activities.${index}.category`)}
          />
        </Field>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('admin.events.activities.removeCategory', { number: index + 1 })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <Field id={`activity-${index}-instructions`} label={t('admin.events.activities.instructions')}>
        <Textarea
          id={`activity-${index}-instructions`}
          rows={2}
          placeholder={t('admin.events.activities.instructionsPlaceholder')}
          {...register(`activities.${index}.instructions`)}
        />
      </Field>
      <ul
        className="flex flex-col gap-2"
        aria-label={t('admin.events.activities.options', { number: index + 1 })}
      >
        {fields.map((option, o) => {
          const id = `activity-${index}-option-${o}`;
          const error = translateFormMessage(groupErrors?.options?.[o]?.name?.message, t);
          return (
            <li key={option.key} className="flex items-end gap-2">
              <Field
                id={id}
                label={t('admin.events.activities.activity', { number: o + 1 })}
                error={error}
                className="flex flex-1 flex-col gap-1.5"
              >
                <Input {...fieldAria(id, error)} {...register(`activities.${index}.options.${o}.name`)} />
              </Field>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('admin.events.activities.removeActivity', { number: o + 1 })}
                onClick={() => remove(o)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      <AddRowButton
        label={t('admin.events.activities.addActivity')}
        onClick={() => append({ id: newOptionId(), name: '' })}
      />
    </div>
  );
}
