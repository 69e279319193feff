import { FieldError } from '@client/components/field-error';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import type { Translate } from '@client/lib/i18n/i18n-context';
import type { ComponentProps } from 'react';

export type ContactFieldName = 'fullName' | 'email' | 'phone';

export type ContactField = {
  name: ContactFieldName;
  id: string;
  label: string;
  input: ComponentProps<'input'>;
};

/** The name, email and phone inputs a visitor's form asks for, their ids starting with `idPrefix`. */
export function contactFields(idPrefix: string, phoneLabel: string, t: Translate): ContactField[] {
  return [
    {
      name: 'fullName',
      id: `${idPrefix}-full-name`,
      label: t('form.fullName'),
      input: { autoComplete: 'name', maxLength: 100 },
    },
    {
      name: 'email',
      id: `${idPrefix}-email`,
      label: t('form.emailAddress'),
      input: { type: 'email', autoComplete: 'email', maxLength: 254 },
    },
    {
      name: 'phone',
      id: `${idPrefix}-phone`,
      label: phoneLabel,
      input: { type: 'tel', autoComplete: 'tel', maxLength: 30 },
    },
  ];
}

/** One contact input with its label and message; with a `fixedNote` it is read-only and the note says why. */
export function ContactFieldInput({
  field: { id, label, input },
  error,
  registration,
  fixedNote,
}: {
  field: ContactField;
  error: { message?: string } | undefined;
  /** The field's name and handlers: a react-hook-form registration. */
  registration: ComponentProps<'input'>;
  fixedNote?: string;
}) {
  const fixed = fixedNote !== undefined;
  const describedBy = error ? `${id}-error` : fixed ? `${id}-fixed` : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        {...input}
        readOnly={fixed || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...registration}
      />
      {fixed ? (
        <p id={`${id}-fixed`} className="text-muted-foreground text-xs">
          {fixedNote}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error?.message} />
    </div>
  );
}
