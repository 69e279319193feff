import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * The browser's own select, drawn like the other fields: it needs no script (so it works before the page is
 * hydrated), is what phones show best, and costs nothing to load. Pass `data-placeholder` while nothing is chosen.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={clsx(
          'flex h-10 w-full appearance-none rounded-md border border-input bg-card py-2 pr-9 pl-3 text-left text-base text-foreground shadow-xs sm:text-sm',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
          'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive data-[placeholder]:text-muted-foreground [&>option]:text-foreground',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3 size-4 opacity-70"
        aria-hidden="true"
      />
    </div>
  );
}
