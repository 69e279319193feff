import { Field, fieldAria } from '@client/components/admin/field';
import { Input } from '@client/components/ui/input';
import type { ComponentProps, HTMLInputTypeAttribute } from 'react';

/** One line of an admin form's list of plain inputs. */
export type InputFieldSpec = {
  label: string;
  type?: HTMLInputTypeAttribute;
  placeholder?: string;
  hint?: string;
  /** Across both columns of the form's grid. */
  wide?: boolean;
};

/** A one-line input with its label, hint and message, as a form's list of fields describes it. */
export function InputField({
  id,
  spec,
  error,
  registration,
}: {
  id: string;
  spec: InputFieldSpec;
  error: string | undefined;
  /** The input's name and handlers: a react-hook-form registration. */
  registration: ComponentProps<'input'>;
}) {
  return (
    <Field
      id={id}
      label={spec.label}
      error={error}
      hint={spec.hint}
      className={spec.wide ? 'flex flex-col gap-1.5 sm:col-span-2' : 'flex flex-col gap-1.5'}
    >
      <Input
        {...fieldAria(id, error, spec.hint)}
        type={spec.type ?? 'text'}
        placeholder={spec.placeholder}
        {...registration}
      />
    </Field>
  );
}
