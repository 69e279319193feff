import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

// A plain table kit for this feature (the design system has none): scrolls sideways on a phone.

/** `label` names the scrolling region, which is focusable so a keyboard can scroll it (axe scrollable-region-focusable). */
export function Table({ className, label, ...props }: ComponentProps<'table'> & { label: string }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a horizontally scrolling region must be reachable by keyboard
      tabIndex={0}
      className="w-full overflow-x-auto rounded-lg border border-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className={clsx('w-full caption-bottom text-sm', className)} {...props} />
    </section>
  );
}

export const TableHeader = (props: ComponentProps<'thead'>) => (
  <thead className="bg-secondary/50" {...props} />
);
export const TableBody = (props: ComponentProps<'tbody'>) => <tbody {...props} />;

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={clsx('border-border border-b last:border-0', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={clsx('whitespace-nowrap px-3 py-2 text-left font-semibold', className)}
      {...props}
    />
  );
}

/** `padding="roomy"` for a lone message across the table (nothing found). */
export function TableCell({
  className,
  padding = 'default',
  ...props
}: ComponentProps<'td'> & { padding?: 'default' | 'roomy' }) {
  return (
    <td className={clsx('px-3 align-top', padding === 'default' ? 'py-2' : 'py-8', className)} {...props} />
  );
}
