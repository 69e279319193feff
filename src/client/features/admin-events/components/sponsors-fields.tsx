import { Field, fieldAria } from '@client/components/admin/field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { useT } from '@client/lib/i18n/i18n-context';
import { Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { EventFormValues } from '../lib/event-form-schema';
import { translateFormMessage } from '../lib/form-messages';
import { ListFieldset } from './list-rows';

/** Sponsors, added and removed in place: a name (required) and their benefits. */
export function SponsorsFields() {
  const t = useT();
  const { control, register, formState } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'sponsors' });
  return (
    <ListFieldset
      id="sponsors"
      legend={t('admin.events.sponsors.legend')}
      addLabel={t('admin.events.sponsors.add')}
      onAdd={() => append({ name: '', benefits: '' })}
    >
      {fields.map((field, i) => {
        const nameError = translateFormMessage(formState.errors.sponsors?.[i]?.name?.message, t);
        return (
          <div key={field.id} className="flex flex-col gap-2 rounded-md bg-secondary/40 p-3">
            <div className="flex items-end gap-2">
              <Field
                id={`sponsor-${i}-name`}
                label={t('admin.events.sponsors.name', { number: i + 1 })}
                error={nameError}
                className="flex flex-1 flex-col gap-1.5"
              >
                <Input {...fieldAria(`sponsor-${i}-name`, nameError)} {...register(`sponsors.${i}.name`)} />
              </Field>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('admin.events.sponsors.remove', { number: i + 1 })}
                onClick={() => remove(i)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <Field id={`sponsor-${i}-benefits`} label={t('admin.events.sponsors.benefits')}>
              <Textarea id={`sponsor-${i}-benefits`} rows={2} {...register(`sponsors.${i}.benefits`)} />
            </Field>
          </div>
        );
      })}
    </ListFieldset>
  );
}
