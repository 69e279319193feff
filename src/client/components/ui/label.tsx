import { clsx } from 'clsx';
import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

/** `weight="normal"` for a label that reads as an option's text (beside a checkbox) rather than a field's name. */
export function Label({
  className,
  weight = 'medium',
  ...props
}: ComponentProps<typeof LabelPrimitive.Root> & { weight?: 'medium' | 'normal' }) {
  return (
    <LabelPrimitive.Root
      className={clsx(
        'text-foreground text-sm leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
        weight === 'medium' ? 'font-medium' : 'font-normal',
        className,
      )}
      {...props}
    />
  );
}
