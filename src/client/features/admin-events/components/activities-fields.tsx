import { useFieldArray, useFormContext } from 'react-hook-form';
import { type EventFormValues, newOptionId } from '../lib/event-form-schema';
import { ActivityGroupFields } from './activity-group-fields';
import { AddRowButton } from './add-row-button';

/** Registration activity categories, added and removed in place. */
export function ActivitiesFields() {
  const { control } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'activities' });
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 font-semibold text-sm">Registration Activities</legend>
      {fields.map((field, i) => (
        <ActivityGroupFields key={field.id} index={i} onRemove={() => remove(i)} />
      ))}
      <AddRowButton
        label="Add Category"
        onClick={() => append({ category: '', instructions: '', options: [{ id: newOptionId(), name: '' }] })}
      />
    </fieldset>
  );
}
