import { useT } from '@client/lib/i18n/i18n-context';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { type EventFormValues, newOptionId } from '../lib/event-form-schema';
import { ActivityGroupFields } from './activity-group-fields';
import { ListFieldset } from './list-rows';

/** Registration activity categories, added and removed in place. */
export function ActivitiesFields() {
  const t = useT();
  const { control } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'activities' });
  return (
    <ListFieldset
      id="registration-activities"
      legend={t('admin.events.activities.legend')}
      addLabel={t('admin.events.activities.addCategory')}
      onAdd={() => append({ category: '', instructions: '', options: [{ id: newOptionId(), name: '' }] })}
    >
      {fields.map((field, i) => (
        <ActivityGroupFields key={field.id} index={i} onRemove={() => remove(i)} />
      ))}
    </ListFieldset>
  );
}
