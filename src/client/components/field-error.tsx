import { useT } from '@client/lib/i18n/i18n-context';
import { translateSchemaMessage } from '@client/lib/i18n/schema-messages';

/**
 * A form field's validation message, announced when it appears; link it with aria-describedby={id}. A shared
 * schema's message shows in the page's language.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const t = useT();
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-destructive text-sm">
      {translateSchemaMessage(message, t)}
    </p>
  );
}

/** The props tying a control to its FieldError, whose id is the control's id and "-error". */
export const errorAria = (id: string, error: unknown) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});
