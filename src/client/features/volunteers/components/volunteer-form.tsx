import { ContactFieldInput, contactFields } from '@client/components/contact-fields';
import { FieldError } from '@client/components/field-error';
import { HoneypotField } from '@client/components/honeypot-field';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { useT } from '@client/lib/i18n/i18n-context';
import { zodResolver } from '@client/lib/zod-resolver';
import { volunteerFormSchema } from '@shared/schemas/volunteers';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

export type VolunteerFormInput = z.input<typeof volunteerFormSchema>;
export type VolunteerFormOutput = z.output<typeof volunteerFormSchema>;

/**
 * The volunteer's details, checked with the schema the server uses. The shifts are chosen above it, on the page;
 * this form (and its validation library) loads once a visitor picks one.
 */
export function VolunteerForm({
  shiftIds,
  pending,
  onSubmit,
}: {
  shiftIds: string[];
  pending: boolean;
  onSubmit: (values: VolunteerFormOutput) => void;
}) {
  const form = useForm<VolunteerFormInput, unknown, VolunteerFormOutput>({
    resolver: zodResolver(volunteerFormSchema),
    defaultValues: { shiftIds, fullName: '', email: '', phone: '', notes: '', website: '' },
  });
  // The shifts are chosen on the page, above the form.
  useEffect(() => form.setValue('shiftIds', shiftIds), [form, shiftIds]);
  const { errors } = form.formState;
  const t = useT();
  const count = shiftIds.length;
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-labelledby="volunteer-details-heading"
    >
      <h2 id="volunteer-details-heading" className="font-bold text-2xl text-primary">
        {t('volunteer.details')}
      </h2>
      {contactFields('volunteer', t('volunteer.phone'), t).map((field) => (
        <ContactFieldInput
          key={field.name}
          field={field}
          error={errors[field.name]}
          registration={form.register(field.name)}
        />
      ))}
      <div className="grid gap-2">
        <Label htmlFor="volunteer-notes">{t('volunteer.notes')}</Label>
        <Textarea id="volunteer-notes" rows={3} maxLength={2000} {...form.register('notes')} />
      </div>
      <FieldError id="volunteer-shifts-error" message={errors.shiftIds?.message} />
      <HoneypotField id="volunteer-website" registration={form.register('website')} />
      <Button type="submit" size="lg" disabled={pending || count === 0} className="w-full whitespace-normal">
        {pending ? t('volunteer.signingUp') : t('volunteer.signUpFor', { count })}
      </Button>
    </form>
  );
}
