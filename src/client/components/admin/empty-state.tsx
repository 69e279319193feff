import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  icon?: LucideIcon;
  title?: string;
  /** The explanation under the title (or alone, in the body's size, when there is no title). */
  children?: ReactNode;
  /** More padding, for a whole tab's list. */
  roomy?: boolean;
};

/** The dashed box an admin list shows in place of its items when it has none. */
export function EmptyState({ icon: Icon, title, children, roomy = false }: EmptyStateProps) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center gap-1 rounded-lg border border-border border-dashed text-center',
        roomy ? 'p-10' : 'p-8',
      )}
    >
      {Icon ? <Icon className="size-8 text-muted-foreground" aria-hidden="true" /> : null}
      {title ? <p className="font-medium">{title}</p> : null}
      {children ? <p className={clsx('text-muted-foreground', title && 'text-sm')}>{children}</p> : null}
    </div>
  );
}
