import type { ReactNode } from 'react';

type LoadingStatusProps = { label: string; className: string; children: ReactNode };

/** Placeholders announced as one busy status (`label` says what loads), laid out like what they stand for. */
export function LoadingStatus({ label, className, children }: LoadingStatusProps) {
  return (
    <div className={className} role="status" aria-busy="true" aria-label={label}>
      {children}
    </div>
  );
}
