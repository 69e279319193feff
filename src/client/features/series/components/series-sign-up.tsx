import { ContactFieldInput, contactFields } from '@client/components/contact-fields';
import { errorAria, FieldError } from '@client/components/field-error';
import { HoneypotField } from '@client/components/honeypot-field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { getErrorMessage } from '@client/lib/api-client';
import { useLongDate } from '@client/lib/formatted-dates';
import type { Translate } from '@client/lib/i18n/i18n-context';
import { useT } from '@client/lib/i18n/i18n-context';
import { translateSchemaMessage } from '@client/lib/i18n/schema-messages';
import { useSubmitOnce } from '@client/lib/use-submit-once';
import type { CreatedRegistration } from '@shared/schemas/registrations';
import type { Series, SeriesDate, seriesRegistrationInputSchema } from '@shared/schemas/series';
import { CheckCircle2, Clock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { useRegisterForDates } from '../api/register-for-dates';

type Output = z.output<typeof seriesRegistrationInputSchema>;
type Errors = Partial<Record<'eventIds' | 'fullName' | 'email' | 'phone' | 'guestCount', string>>;

/**
 * Checks the form with the shared schema, loaded with the validation library at the first submit (as a plain
 * form, without a form library): the page's own JavaScript stays within the public pages' budget.
 */
async function validate(form: HTMLFormElement): Promise<{ values: Output } | { errors: Errors }> {
  const { seriesRegistrationInputSchema: schema } = await import('@shared/schemas/series');
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  const parsed = schema.safeParse({
    eventIds: data.getAll('eventIds').map(String),
    fullName: text('fullName'),
    email: text('email'),
    phone: text('phone'),
    guestCount: Number(text('guestCount')),
    website: text('website'),
  });
  if (parsed.success) return { values: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Errors;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** "3 spots left", "Full: waitlist", or nothing without a limit. */
function placesText(date: SeriesDate, t: Translate): string | null {
  if (date.status === 'cancelled') return t('event.badge.cancelled');
  if (!date.registrationOpen) return t('series.registrationClosed');
  if (date.spotsLeft === null) return null;
  if (date.spotsLeft === 0) return t('series.full');
  return t('event.spotsLeft', { count: date.spotsLeft });
}

/**
 * The series' dates to tick and the sign-up fields, once for every chosen date: one registration each, confirmed
 * or on the waitlist on its own, and one mail with every ticket.
 */
export function SeriesSignUp({ series, timeZone }: { series: Series; timeZone: string }) {
  const longDate = useLongDate();
  const t = useT();
  const register = useRegisterForDates(series.slug, series.id);
  const [done, setDone] = useState<CreatedRegistration[] | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  // One request at a time: a second tap while it is sent is ignored (the button is disabled too late for it).
  const { onSubmit, submitting } = useSubmitOnce(async (event: FormEvent<HTMLFormElement>) => {
    const checked = await validate(event.currentTarget);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    // A refusal stays in register.error, which the form shows.
    await register.mutateAsync(checked.values).then(setDone, () => undefined);
  });
  const open = series.dates.filter((d) => d.status === 'scheduled' && d.registrationOpen);
  const dateOf = new Map(series.dates.map((d) => [d.id, d] as const));

  if (done) {
    return (
      <section
        aria-labelledby="series-done-heading"
        className="rounded-2xl border border-border bg-card p-5 sm:p-8"
      >
        <h2 id="series-done-heading" className="flex items-center gap-2 font-bold text-2xl text-primary">
          <CheckCircle2 className="size-6 shrink-0" aria-hidden="true" />
          {t('series.done.title')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('series.done.text')}</p>
        <ul className="mt-4 grid gap-2">
          {done.map((r) => {
            const date = dateOf.get(r.eventId);
            return (
              <li
                key={r.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3"
              >
                <span className="font-medium">{date ? longDate(date.startsAt, timeZone) : ''}</span>
                <span
                  className={
                    r.status === 'confirmed' ? 'font-semibold text-primary' : 'text-muted-foreground'
                  }
                >
                  {r.status === 'confirmed'
                    ? t('series.done.confirmed')
                    : t('series.done.waitlisted', { position: r.waitlistPosition ?? 0 })}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="series-sign-up-heading"
      className="grid gap-6 rounded-2xl border border-border bg-card p-5 sm:p-8"
      onSubmit={onSubmit}
    >
      <h2 id="series-sign-up-heading" className="font-bold text-2xl text-primary">
        {t('series.signUp.title')}
      </h2>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold">{t('series.signUp.dates')}</legend>
        {series.dates.length === 0 ? (
          <p className="text-muted-foreground">{t('series.signUp.noDates')}</p>
        ) : null}
        <ul className="grid gap-2 sm:grid-cols-2">
          {series.dates.map((date) => {
            const places = placesText(date, t);
            const id = `series-date-${date.id}`;
            const disabled = !open.includes(date);
            return (
              <li key={date.id}>
                <label
                  htmlFor={id}
                  className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
                >
                  <input
                    id={id}
                    type="checkbox"
                    name="eventIds"
                    value={date.id}
                    disabled={disabled}
                    className="size-5 shrink-0 accent-primary"
                  />
                  <span className="grid">
                    <span className="font-medium">{longDate(date.startsAt, timeZone)}</span>
                    <span className="flex items-center gap-1 text-muted-foreground text-sm">
                      <Clock className="size-3.5" aria-hidden="true" />
                      {date.time}
                      {places ? <span> · {places}</span> : null}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
        <FieldError id="series-dates-error" message={errors.eventIds} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {contactFields('series', t('form.phoneOptional'), t).map((field) => {
          const message = errors[field.name];
          return (
            <ContactFieldInput
              key={field.name}
              field={field}
              error={message ? { message } : undefined}
              registration={{ name: field.name }}
            />
          );
        })}
        <div className="grid gap-2">
          <Label htmlFor="series-guests">{t('form.guests')}</Label>
          <Input
            id="series-guests"
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            {...errorAria('series-guests', errors.guestCount)}
            name="guestCount"
            defaultValue={1}
          />
          <FieldError id="series-guests-error" message={errors.guestCount} />
        </div>
      </div>
      <HoneypotField id="series-website" registration={{ name: 'website' }} />
      {register.isError ? (
        <p role="alert" className="text-destructive">
          {translateSchemaMessage(getErrorMessage(register.error), t)}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? t('registration.registering') : t('series.signUp.submit')}
      </Button>
    </form>
  );
}
