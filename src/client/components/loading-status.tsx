import { Skeleton } from '@client/components/ui/skeleton';
import type { ComponentProps, ReactNode } from 'react';

type LoadingStatusProps = { label: string; className: string; children: ReactNode };

/** Placeholders announced as one busy status (`label` says what loads), laid out like what they stand for. */
export function LoadingStatus({ label, className, children }: LoadingStatusProps) {
  return (
    <div className={className} role="status" aria-busy="true" aria-label={label}>
      {children}
    </div>
  );
}

export type LoadingPlaceholdersProps = Omit<LoadingStatusProps, 'children'> & {
  /** How many alike placeholders stand for the list. */
  count?: number;
  /** Each placeholder's size and place. */
  placeholderClassName: string;
  rounded?: ComponentProps<typeof Skeleton>['rounded'];
};

/** A list's loading status: `count` alike placeholders. */
export function LoadingPlaceholders({
  label,
  className,
  count = 1,
  placeholderClassName,
  rounded,
}: LoadingPlaceholdersProps) {
  return (
    <LoadingStatus label={label} className={className}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} rounded={rounded} className={placeholderClassName} />
      ))}
    </LoadingStatus>
  );
}
