import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One of an event's facts in a list (its date, time or venue), after its icon; `className` sets the gap. */
export function EventFact({
  icon: Icon,
  className = 'gap-2',
  children,
}: {
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li className={clsx('flex items-center', className)}>
      <Icon className="size-4 shrink-0 text-saffron" aria-hidden="true" />
      {children}
    </li>
  );
}
