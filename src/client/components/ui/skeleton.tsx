import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

const corners = {
  none: '',
  md: 'rounded-md',
  lg: 'rounded-lg',
  xl: 'rounded-xl',
  '2xl': 'rounded-2xl',
  full: 'rounded-full',
} as const;

/** A grey placeholder in the shape of what is loading; `className` gives its size and place. */
export function Skeleton({
  className,
  rounded = 'md',
  ...props
}: ComponentProps<'div'> & { rounded?: keyof typeof corners }) {
  return (
    <div
      aria-hidden="true"
      className={clsx('animate-pulse bg-muted', corners[rounded], className)}
      {...props}
    />
  );
}
