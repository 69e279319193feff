import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

// Each part picks its look from its props; `className` adds layout and colour that the part does not set itself.

const borders = { default: 'border-border', accent: 'border-accent/50' } as const;

export function Card({
  className,
  border = 'default',
  ...props
}: ComponentProps<'div'> & { border?: keyof typeof borders }) {
  return (
    <div
      className={clsx('rounded-xl border bg-card text-card-foreground shadow-sm', borders[border], className)}
      {...props}
    />
  );
}

const headerLayouts = {
  /** Title and description stacked closely. */
  stack: 'flex flex-col gap-1.5',
  /** Stacked with more room (a badge above the title). */
  spaced: 'flex flex-col gap-3',
  /** Title and actions side by side from the small breakpoint up, stacked on a phone. */
  split: 'flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between',
  /** Title and actions side by side at every width. */
  row: 'flex flex-row items-start justify-between gap-2',
} as const;

export function CardHeader({
  className,
  layout = 'stack',
  ...props
}: ComponentProps<'div'> & { layout?: keyof typeof headerLayouts }) {
  return <div className={clsx('p-6', headerLayouts[layout], className)} {...props} />;
}

const titleSizes = { default: 'text-xl leading-tight', sm: 'text-lg' } as const;

/** A heading; pass `as` to pick the level that fits the page outline. */
export function CardTitle({
  className,
  as: Tag = 'h3',
  size = 'default',
  ...props
}: ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' | 'p'; size?: keyof typeof titleSizes }) {
  return <Tag className={clsx('font-semibold tracking-tight', titleSizes[size], className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={clsx('text-muted-foreground text-sm', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('p-6 pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('flex items-center gap-2 p-6 pt-0', className)} {...props} />;
}
