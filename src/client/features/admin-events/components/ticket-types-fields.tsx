import { Field, fieldAria } from '@client/components/admin/field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { newShapeId } from '@shared/schemas/registration-shape';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { EventFormValues } from '../lib/event-form-schema';
import { ListFieldset, OrderedRow, rowControls } from './list-rows';

export const TICKET_TYPES_HINT =
  'The kinds of people a registration counts (Adult, Child under 12…); none: one kind. Removing a type that has registrations keeps them, counted under it; it is no longer offered.';

/** The event's ticket types in order: a name, an optional description and capacity (docs/product-rules.md). */
export function TicketTypesFields() {
  const { control, register, formState } = useFormContext<EventFormValues>();
  const list = useFieldArray({ control, name: 'ticketTypes', keyName: 'key' });
  return (
    <ListFieldset
      legend="Ticket types"
      hint={TICKET_TYPES_HINT}
      addLabel="Add Ticket Type"
      onAdd={() => list.append({ id: newShapeId('tt'), name: '', description: '', capacity: '' })}
    >
      {list.fields.map((field, i) => {
        const errors = formState.errors.ticketTypes?.[i];
        const nameId = `ticket-type-${i}-name`;
        const capacityId = `ticket-type-${i}-capacity`;
        const capacityHint = 'Empty for no limit of its own';
        return (
          <OrderedRow
            key={field.key}
            label={`Ticket type ${i + 1}`}
            gap="gap-2"
            controls={rowControls(list, i, 'ticket type', 'ticket-type')}
            head={
              <>
                <Field
                  id={nameId}
                  label={`Ticket type ${i + 1} name`}
                  error={errors?.name?.message}
                  className="flex min-w-0 flex-1 basis-40 flex-col gap-1.5"
                >
                  <Input
                    {...fieldAria(nameId, errors?.name?.message)}
                    placeholder="e.g. Adult"
                    {...register(`ticketTypes.${i}.name`)}
                  />
                </Field>
                <Field
                  id={capacityId}
                  label="Capacity"
                  hint={capacityHint}
                  error={errors?.capacity?.message}
                  className="flex w-36 flex-col gap-1.5"
                >
                  <Input
                    {...fieldAria(capacityId, errors?.capacity?.message, capacityHint)}
                    type="number"
                    min={1}
                    step={1}
                    inputMode="numeric"
                    {...register(`ticketTypes.${i}.capacity`)}
                  />
                </Field>
              </>
            }
          >
            <Field id={`ticket-type-${i}-description`} label="Description (optional)">
              <Input
                id={`ticket-type-${i}-description`}
                placeholder="e.g. Under 12 years old"
                {...register(`ticketTypes.${i}.description`)}
              />
            </Field>
          </OrderedRow>
        );
      })}
    </ListFieldset>
  );
}

const GUEST_NAME_CHOICES = [
  { value: 'off', label: 'Off: only the registrant’s name' },
  { value: 'optional', label: 'Optional: ask a name for each guest' },
  { value: 'required', label: 'Required: a name for each guest' },
] as const;

/** Whether the form asks a name for each person after the first. */
export function GuestNamesField() {
  const { register } = useFormContext<EventFormValues>();
  const id = 'event-guestNames';
  const hint = 'Names show on the ticket, the door list and the CSV.';
  return (
    <Field id={id} label="Guest names" hint={hint} className="flex flex-col gap-1.5 sm:max-w-md">
      <NativeSelect {...fieldAria(id, undefined, hint)} {...register('guestNames')}>
        {GUEST_NAME_CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
