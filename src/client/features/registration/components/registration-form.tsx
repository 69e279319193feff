import { ContactFieldInput, contactFields } from '@client/components/contact-fields';
import { FieldError } from '@client/components/field-error';
import { HoneypotField } from '@client/components/honeypot-field';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import type { Translate } from '@client/lib/i18n/i18n-context';
import { useT } from '@client/lib/i18n/i18n-context';
import { useSubmitOnce } from '@client/lib/use-submit-once';
import { zodResolver } from '@client/lib/zod-resolver';
import type { Event } from '@shared/schemas/events';
import { checkAnswers } from '@shared/schemas/registration-shape';
import { type Registration, registrationFormSchema } from '@shared/schemas/registrations';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ActivityPicker } from './activity-picker';
import { GuestCountSelect } from './guest-count-select';
import { GuestNameFields, QuestionFields, TicketQuantities } from './registration-shape-fields';

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
    ...(registration.tickets.length > 0 ? { tickets: registration.tickets } : {}),
    ...(registration.guests.length > 0 ? { guests: registration.guests } : {}),
    ...(registration.answers.length > 0 ? { answers: registration.answers } : {}),
  };
}

/**
 * "This question is required (person 2)" in the page's language: the rules a visitor can break in the form
 * (the fields keep the others' shapes); any other rule in English, as the server words it.
 */
function questionMessage(rule: string, t: Translate): string {
  const person = /^is required \(person (\d+)\)$/.exec(rule)?.[1];
  if (rule === 'is required') return t('registration.questionRequired');
  if (person) return t('registration.questionRequiredPerson', { person: Number(person) });
  return `This question ${rule}`;
}

/** The registration form: validated with the same schema the server uses. */
export function RegistrationForm({
  event,
  defaultValues,
  holdsRegistration,
  emailFixed = false,
  pending,
  onSubmit,
  answerError,
}: {
  event: Event;
  /** The server's refusal of an answer (400 naming `answers.<questionId>`), shown at its question. */
  answerError?: { questionId: string; message: string };
  defaultValues: RegistrationFormInput;
  /** Submitting updates the held registration instead of creating one. */
  holdsRegistration: boolean;
  /** An update works only for the registration's own address: the field shows it, read-only. */
  emailFixed?: boolean;
  pending: boolean;
  /** Settles when the request does: until then, further submits are ignored. */
  onSubmit: (values: RegistrationFormOutput) => Promise<void>;
}) {
  const firstType = event.ticketTypes[0];
  const t = useT();
  const form = useForm<RegistrationFormInput, unknown, RegistrationFormOutput>({
    resolver: zodResolver(registrationFormSchema),
    // With ticket types, a new party starts as one person of the first type.
    defaultValues:
      firstType && !defaultValues.tickets
        ? { ...defaultValues, tickets: [{ ticketTypeId: firstType.id, quantity: defaultValues.guestCount }] }
        : defaultValues,
  });
  const [localAnswerError, setLocalAnswerError] = useState<{ questionId: string; message: string }>();
  /**
   * Sends only the names and answers of people in the party (it may have shrunk since they were typed), checked
   * first with the server's own rules so a missing answer is shown at its question.
   */
  const submit = async (values: RegistrationFormOutput) => {
    const size = values.guestCount;
    const guests = event.guestNames === 'off' ? undefined : values.guests?.slice(0, Math.max(0, size - 1));
    const answers = values.answers?.filter((a) => (a.guestIndex ?? 0) < size);
    const checked = checkAnswers(event.questions, answers ?? [], size);
    if ('field' in checked) {
      setLocalAnswerError({
        questionId: checked.field.slice('answers.'.length),
        message: questionMessage(checked.message.slice(checked.field.length + 2), t),
      });
      return;
    }
    setLocalAnswerError(undefined);
    await onSubmit({ ...values, guests, answers });
  };
  const { errors } = form.formState;
  const [partySize, guests] = form.watch(['guestCount', 'guests']);
  const once = useSubmitOnce(form.handleSubmit(submit));
  const busy = pending || once.submitting;
  const submitLabel = busy
    ? t('registration.registering')
    : holdsRegistration
      ? t('registration.update')
      : t('registration.registerFor', { event: event.title });

  return (
    <form className="grid gap-4" noValidate onSubmit={once.onSubmit}>
      {contactFields('registration', t('form.phoneOptional'), t).map((field) => (
        <ContactFieldInput
          key={field.name}
          field={field}
          error={errors[field.name]}
          registration={form.register(field.name)}
          fixedNote={emailFixed && field.name === 'email' ? t('registration.emailFixed') : undefined}
        />
      ))}
      {event.ticketTypes.length > 0 ? (
        <div className="grid gap-2">
          <Controller
            control={form.control}
            name="tickets"
            render={({ field }) => (
              <TicketQuantities
                event={event}
                tickets={field.value ?? []}
                describedBy={errors.guestCount ? 'registration-guests-error' : undefined}
                onChange={(tickets) => {
                  field.onChange(tickets);
                  // The party is the sum of its tickets (0 until one is chosen: the schema says so).
                  form.setValue(
                    'guestCount',
                    tickets.reduce((sum, t) => sum + t.quantity, 0),
                  );
                }}
              />
            )}
          />
          <FieldError id="registration-guests-error" message={errors.guestCount?.message} />
        </div>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor="registration-guests">{t('form.guests')}</Label>
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
      )}
      <Controller
        control={form.control}
        name="guests"
        render={({ field }) => (
          <GuestNameFields
            event={event}
            partySize={partySize}
            guests={field.value ?? []}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="answers"
        render={({ field }) => (
          <QuestionFields
            event={event}
            partySize={partySize}
            guests={guests ?? []}
            answers={field.value ?? []}
            onChange={field.onChange}
            error={localAnswerError ?? answerError}
          />
        )}
      />
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
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {/* The button keeps its text on one line; a long event title wraps here instead of widening the form. */}
        <span className="whitespace-normal text-center">{submitLabel}</span>
      </Button>
    </form>
  );
}
