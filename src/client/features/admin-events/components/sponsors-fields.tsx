import { Field, fieldAria } from '@client/components/admin/field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { EventFormValues } from '../lib/event-form-schema';
import { ListFieldset } from './list-rows';

/** Sponsors, added and removed in place: a name (required) and their benefits. */
export function SponsorsFields() {
  const { control, register, formState } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'sponsors' });
  return (
    <ListFieldset legend="Sponsors" addLabel="Add Sponsor" onAdd={() => append({ name: '', benefits: '' })}>
      {fields.map((field, i) => {
        const nameError = formState.errors.sponsors?.[i]?.name?.message;
        return (
          <div key={field.id} className="flex flex-col gap-2 rounded-md bg-secondary/40 p-3">
            <div className="flex items-end gap-2">
              <Field
                id={`sponsor-${i}-name`}
                label={`Sponsor ${i + 1} name`}
                error={nameError}
                className="flex flex-1 flex-col gap-1.5"
              >
                <Input {...fieldAria(`sponsor-${i}-name`, nameError)} {...register(`sponsors.${i}.name`)} />
              </Field>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove sponsor ${i + 1}`}
                onClick={() => remove(i)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <Field id={`sponsor-${i}-benefits`} label="Benefits">
              <Textarea id={`sponsor-${i}-benefits`} rows={2} {...register(`sponsors.${i}.benefits`)} />
            </Field>
          </div>
        );
      })}
    </ListFieldset>
  );
}
