import { Field, fieldAria } from '@client/components/admin/field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { Trash2, X } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { type EventFormValues, newOptionId } from '../lib/event-form-schema';
import { AddRowButton } from './add-row-button';

type ActivityGroupFieldsProps = { index: number; onRemove: () => void };

/** One registration activity category: its name, optional instructions and its options. */
export function ActivityGroupFields({ index, onRemove }: ActivityGroupFieldsProps) {
  const { control, register, formState } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: `activities.${index}.options`,
    keyName: 'key',
  });
  const groupErrors = formState.errors.activities?.[index];
  const categoryId = `activity-${index}-category`;
  return (
    <div className="flex flex-col gap-2 rounded-md bg-secondary/40 p-3">
      <div className="flex items-end gap-2">
        <Field
          id={categoryId}
          label={`Category ${index + 1} name`}
          error={groupErrors?.category?.message}
          className="flex flex-1 flex-col gap-1.5"
        >
          <Input
            {...fieldAria(categoryId, groupErrors?.category?.message)}
            placeholder="e.g. Dance performance"
            {...register(`activities.${index}.category`)}
          />
        </Field>
        <Button variant="ghost" size="icon" aria-label={`Remove category ${index + 1}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <Field id={`activity-${index}-instructions`} label="Instructions (optional)">
        <Textarea
          id={`activity-${index}-instructions`}
          rows={2}
          placeholder="Shown above a free-text answer box"
          {...register(`activities.${index}.instructions`)}
        />
      </Field>
      <ul className="flex flex-col gap-2" aria-label={`Options of category ${index + 1}`}>
        {fields.map((option, o) => {
          const id = `activity-${index}-option-${o}`;
          const error = groupErrors?.options?.[o]?.name?.message;
          return (
            <li key={option.key} className="flex items-end gap-2">
              <Field
                id={id}
                label={`Activity ${o + 1}`}
                error={error}
                className="flex flex-1 flex-col gap-1.5"
              >
                <Input {...fieldAria(id, error)} {...register(`activities.${index}.options.${o}.name`)} />
              </Field>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove activity ${o + 1}`}
                onClick={() => remove(o)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      <AddRowButton label="Add Activity" onClick={() => append({ id: newOptionId(), name: '' })} />
    </div>
  );
}
