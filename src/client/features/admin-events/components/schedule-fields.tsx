import { Field } from '@client/components/admin/field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { useT } from '@client/lib/i18n/i18n-context';
import { Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { EventFormValues } from '../lib/event-form-schema';
import { ListFieldset } from './list-rows';

/** The schedule as rows of time, activity and description (rather than the spec's raw JSON). */
export function ScheduleFields() {
  const t = useT();
  const { control, register } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'schedule' });
  return (
    <ListFieldset
      id="schedule"
      legend={t('admin.events.schedule.legend')}
      addLabel={t('admin.events.schedule.add')}
      onAdd={() => append({ time: '', activity: '', description: '' })}
    >
      {fields.map((field, i) => (
        <div
          key={field.id}
          className="grid grid-cols-[1fr_auto] gap-2 rounded-md bg-secondary/40 p-3 sm:grid-cols-[8rem_1fr_1fr_auto] sm:items-end"
        >
          <Field
            id={`schedule-${i}-time`}
            label={t('admin.events.schedule.time', { number: i + 1 })}
            className="col-span-1 flex flex-col gap-1.5"
          >
            <Input id={`schedule-${i}-time`} placeholder="6:00 PM" {...register(`schedule.${i}.time`)} />
          </Field>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('admin.events.schedule.remove', { number: i + 1 })}
            onClick={() => remove(i)}
            className="self-end sm:order-last"
          >
            <Trash2 aria-hidden="true" />
          </Button>
          <Field
            id={`schedule-${i}-activity`}
            label={t('admin.events.schedule.activity', { number: i + 1 })}
            className="col-span-2 flex flex-col gap-1.5 sm:col-span-1"
          >
            <Input id={`schedule-${i}-activity`} {...register(`schedule.${i}.activity`)} />
          </Field>
          <Field
            id={`schedule-${i}-description`}
            label={t('admin.events.schedule.description', { number: i + 1 })}
            className="col-span-2 flex flex-col gap-1.5 sm:col-span-1"
          >
            <Input id={`schedule-${i}-description`} {...register(`schedule.${i}.description`)} />
          </Field>
        </div>
      ))}
    </ListFieldset>
  );
}
