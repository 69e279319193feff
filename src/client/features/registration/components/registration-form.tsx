import { FieldError } from '@client/components/field-error';
import { HoneypotField } from '@client/components/honeypot-field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { useSubmitOnce } from '@client/lib/use-submit-once';
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
  emailFixed = false,
  pending,
  onSubmit,
}: {
  event: Event;
  defaultValues: RegistrationFormInput;
  /** Submitting updates the held registration instead of creating one. */
  holdsRegistration: boolean;
  /** An update works only for the registration's own address: the field shows it, read-only. */
  emailFixed?: boolean;
  pending: boolean;
  /** Settles when the request does: until then, further submits are ignored. */
  onSubmit: (values: RegistrationFormOutput) => Promise<void>;
}) {
  const form = useForm<RegistrationFormInput, unknown, RegistrationFormOutput>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues,
  });
  const { errors } = form.formState;
  const once = useSubmitOnce(form.handleSubmit(onSubmit));
  const busy = pending || once.submitting;
  const submitLabel = busy
    ? 'Registering...'
    : holdsRegistration
      ? 'Update Registration'
      : `Register for ${event.title}`;

  return (
    <form className="grid gap-4" noValidate onSubmit={once.onSubmit}>
      {TEXT_FIELDS.map(({ name, id, label, input }) => {
        const fixed = emailFixed && name === 'email';
        const describedBy = errors[name] ? `${id}-error` : fixed ? `${id}-fixed` : undefined;
        return (
          <div key={name} className="grid gap-2">
            <Label htmlFor={id}>{label}</Label>
            <Input
              id={id}
              {...input}
              readOnly={fixed || undefined}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={describedBy}
              {...form.register(name)}
            />
            {fixed ? (
              <p id={`${id}-fixed`} className="text-muted-foreground text-xs">
                This registration stays with this address. To register someone else, choose Register Someone
                Else.
              </p>
            ) : null}
            <FieldError id={`${id}-error`} message={errors[name]?.message} />
          </div>
        );
      })}
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
      <Button type="submit" size="lg" disabled={busy} className="w-full whitespace-normal">
        {submitLabel}
      </Button>
    </form>
  );
}
