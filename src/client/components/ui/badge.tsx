import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

const variants = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  success: 'border-transparent bg-success text-success-foreground',
  destructive: 'border-transparent bg-destructive text-destructive-foreground',
  outline: 'border-border text-foreground',
  accent: 'border-transparent bg-accent text-accent-foreground',
} as const;

const sizes = {
  default: 'px-2.5 py-0.5 text-xs',
  lg: 'px-3 py-1 text-sm',
  /** A full-width status in place of a button. */
  block: 'justify-center px-2.5 py-2 text-sm',
} as const;

export type BadgeVariant = keyof typeof variants;

export function Badge({
  className,
  variant = 'default',
  size = 'default',
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant; size?: keyof typeof sizes }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full border font-semibold',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
