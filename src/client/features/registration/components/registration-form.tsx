import { FieldError } from '@client/components/field-error';
import { HoneypotField } from '@client/components/honeypot-field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { zodResolver } from '@client/lib/zod-resolver';
import type { Event } from '@shared/schemas/events';
import { type Registration, registrationFormSchema } from '@shared/schemas/registrations';
import type { ComponentProps } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ActivityPicker } from './activity-picker';
import { GuestCountSelect } from './guest-count-select';

export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationFormOutput = z.output<typeof registrationFormSchema>;

/** The form defaults. */
export const emptyRegistrationForm: RegistrationFormInput = {
  fullName: '',
  email: '',
  phone: '',
  guestCount: 1,
  selectedActivities: [],
  activityResponses: [],
  website: '',
};

/** A loaded registration as the form's values (no phone is an empty field; the honeypot is always empty). */
export function registrationFormValues(registration: Registration): RegistrationFormInput {
  return {
    fullName: registration.fullName,
    email: registration.email,
    phone: registration.phone ?? '',
    guestCount: registration.guestCount,
    selectedActivities: registration.selectedActivities,
    activityResponses: registration.activityResponses,
    notes: registration.notes,
    website: '',
  };
}

const TEXT_FIELDS: {
  name: 'fullName' | 'email' | 'phone';
  id: string;
  label: string;
  input: ComponentProps<'input'>;
}[] = [
  {
    name: 'fullName',
    id: 'registration-full-name',
    label: 'Full Name',
    input: { autoComplete: 'name', maxLength: 100 },
  },
  {
    name: 'email',
    id: 'registration-email',
    label: 'Email Address',
    input: { type: 'email', autoComplete: 'email', maxLength: 254 },
  },
  {
    name: 'phone',
    id: 'registration-phone',
    label: 'Phone Number (Optional)',
    input: { type: 'tel', autoComplete: 'tel', maxLength: 30 },
  },
];

/** The registration form: validated with the same schema the server uses. */
export function RegistrationForm({
  event,
  defaultValues,
  holdsRegistration,
  pending,
  onSubmit,
}: {
  event: Event;
  defaultValues: RegistrationFormInput;
  /** Submitting updates the held registration instead of creating one. */
  holdsRegistration: boolean;
  pending: boolean;
  onSubmit: (values: RegistrationFormOutput) => void;
}) {
  const form = useForm<RegistrationFormInput, unknown, RegistrationFormOutput>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues,
  });
  const { errors } = form.formState;
  const submitLabel = pending
    ? 'Registering...'
    : holdsRegistration
      ? 'Update Registration'
      : `Register for ${event.title}`;

  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      {TEXT_FIELDS.map(({ name, id, label, input }) => (
        <div key={name} className="grid gap-2">
          <Label htmlFor={id}>{label}</Label>
          <Input
            id={id}
            {...input}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `${id}-error` : undefined}
            {...form.register(name)}
          />
          <FieldError id={`${id}-error`} message={errors[name]?.message} />
        </div>
      ))}
      <div className="grid gap-2">
        <Label htmlFor="registration-guests">Number of Guests (Including You)</Label>
        <Controller
          control={form.control}
          name="guestCount"
          render={({ field }) => (
            <GuestCountSelect
              id="registration-guests"
              value={field.value}
              onChange={field.onChange}
              invalid={Boolean(errors.guestCount)}
              describedBy={errors.guestCount ? 'registration-guests-error' : undefined}
            />
          )}
        />
        <FieldError id="registration-guests-error" message={errors.guestCount?.message} />
      </div>
      {event.activities.length > 0 ? (
        <Controller
          control={form.control}
          name="selectedActivities"
          render={({ field: selected }) => (
            <Controller
              control={form.control}
              name="activityResponses"
              render={({ field: responses }) => (
                <ActivityPicker
                  groups={event.activities}
                  selected={selected.value ?? []}
                  onSelectedChange={selected.onChange}
                  responses={responses.value ?? []}
                  onResponsesChange={responses.onChange}
                />
              )}
            />
          )}
        />
      ) : null}
      <HoneypotField id="registration-website" registration={form.register('website')} />
      <Button type="submit" size="lg" disabled={pending} className="w-full whitespace-normal">
        {submitLabel}
      </Button>
    </form>
  );
}
