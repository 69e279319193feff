import { clsx } from 'clsx';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';

const variants = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
  outline:
    'border border-border bg-card text-foreground shadow-xs hover:bg-secondary hover:text-secondary-foreground',
  secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
  ghost: 'text-foreground hover:bg-secondary hover:text-secondary-foreground',
  link: 'text-primary underline-offset-4 hover:underline',
  /** A quieter destructive action (a row's or a dialog's delete): red text on the outline or ghost look. */
  'outline-destructive':
    'border border-border bg-card text-destructive shadow-xs hover:bg-secondary hover:text-secondary-foreground',
  'ghost-destructive': 'text-destructive hover:bg-secondary hover:text-secondary-foreground',
  /** On a dark photo or backdrop. */
  'outline-inverse': 'border border-white/70 bg-transparent text-white shadow-xs hover:bg-white/15',
  'ghost-inverse': 'text-white hover:bg-white/15',
  /** The brands' own colours, darkened to keep white text readable. */
  whatsapp: 'bg-[#176b3a] text-primary-foreground shadow-sm hover:bg-[#12552e]',
  instagram: 'bg-[#a3245a] text-primary-foreground shadow-sm hover:bg-[#861d4a]',
} as const;

const sizes = {
  default: 'h-10 rounded-md px-4 py-2 text-sm',
  sm: 'h-9 rounded-md px-3 text-sm',
  lg: 'h-12 rounded-lg px-6 text-base',
  icon: 'size-10 rounded-md text-sm',
  'icon-sm': 'size-9 rounded-md text-sm',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonVariants({
  variant = 'default',
  size = 'default',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  // Each class sets what no other one here sets (variants colour, sizes measure), so a plain join is enough;
  // `className` adds placement (margins, width, position), never a colour or a size.
  return clsx(
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  );
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (e.g. a link) with the button's look. */
  asChild?: boolean;
};

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={buttonVariants({ variant, size, className })} {...props} />;
  return (
    <button type={type ?? 'button'} className={buttonVariants({ variant, size, className })} {...props} />
  );
}
