import { useT } from '@client/lib/i18n/i18n-context';
import type { ComponentProps } from 'react';

/**
 * The hidden field people never see or reach and naive bots fill in; the server silently drops a submission that
 * has it filled. Off-screen rather than display:none, which some bots skip.
 */
export function HoneypotField({
  registration,
  id,
}: {
  /** The field's name and handlers: a react-hook-form registration or plain input props. */
  registration: ComponentProps<'input'>;
  id: string;
}) {
  const t = useT();
  return (
    <div aria-hidden="true" className="-left-[10000px] absolute top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{t('form.honeypot')}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
