import { Field, fieldAria } from '@client/components/admin/field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { type MessageKey, useT } from '@client/lib/i18n/i18n-context';
import { newShapeId } from '@shared/schemas/registration-shape';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { EventFormValues } from '../lib/event-form-schema';
import { translateFormMessage } from '../lib/form-messages';
import { ListFieldset, OrderedRow, rowControls } from './list-rows';

/** The event's ticket types in order: a name, an optional description and capacity (docs/product-rules.md). */
export function TicketTypesFields() {
  const t = useT();
  const { control, register, formState } = useFormContext<EventFormValues>();
  const list = useFieldArray({ control, name: 'ticketTypes', keyName: 'key' });
  return (
    <ListFieldset
      id="ticket-types"
      legend={t('admin.events.ticketTypes.legend')}
      hint={t('admin.events.ticketTypes.hint')}
      addLabel={t('admin.events.ticketTypes.add')}
      onAdd={() => list.append({ id: newShapeId('tt'), name: '', description: '', capacity: '' })}
    >
      {list.fields.map((field, i) => {
        const errors = formState.errors.ticketTypes?.[i];
        const nameError = translateFormMessage(errors?.name?.message, t);
        const capacityError = translateFormMessage(errors?.capacity?.message, t);
        const nameId = `ticket-type-${i}-name`;
        const capacityId = `ticket-type-${i}-capacity`;
        const capacityHint = t('admin.events.ticketTypes.capacityHint');
        const number = i + 1;
        return (
          <OrderedRow
            key={field.key}
            label={t('admin.events.ticketTypes.row', { number })}
            gap="gap-2"
            controls={rowControls(list, i, t('admin.events.ticketTypes.rowName', { number }), 'ticket-type')}
            head={
              <>
                <Field
                  id={nameId}
                  label={t('admin.events.ticketTypes.name', { number })}
                  error={nameError}
                  className="flex min-w-0 flex-1 basis-40 flex-col gap-1.5"
                >
                  <Input
                    {...fieldAria(nameId, nameError)}
                    placeholder={t('admin.events.ticketTypes.namePlaceholder')}
                    {...register(`ticketTypes.${i}.name`)}
                  />
                </Field>
                <Field
                  id={capacityId}
                  label={t('admin.events.ticketTypes.capacity')}
                  hint={capacityHint}
                  error={capacityError}
                  className="flex w-36 flex-col gap-1.5"
                >
                  <Input
                    {...fieldAria(capacityId, capacityError, capacityHint)}
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
            <Field id={`ticket-type-${i}-description`} label={t('admin.events.ticketTypes.description')}>
              <Input
                id={`ticket-type-${i}-description`}
                placeholder={t('admin.events.ticketTypes.descriptionPlaceholder')}
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
  { value: 'off', label: 'admin.events.guestNames.off' },
  { value: 'optional', label: 'admin.events.guestNames.optional' },
  { value: 'required', label: 'admin.events.guestNames.required' },
] as const satisfies readonly { value: EventFormValues['guestNames']; label: MessageKey }[];

/** Whether the form asks a name for each person after the first. */
export function GuestNamesField() {
  const t = useT();
  const { register } = useFormContext<EventFormValues>();
  const id = 'event-guestNames';
  const hint = t('admin.events.guestNames.hint');
  return (
    <Field
      id={id}
      label={t('admin.events.guestNames.label')}
      hint={hint}
      className="flex flex-col gap-1.5 sm:max-w-md"
    >
      <NativeSelect {...fieldAria(id, undefined, hint)} {...register('guestNames')}>
        {GUEST_NAME_CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {t(c.label)}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
