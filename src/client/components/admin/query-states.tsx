import { LoadingPlaceholders, type LoadingPlaceholdersProps } from '@client/components/loading-status';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

type QueryStatesProps<T> = {
  query: UseQueryResult<T[], unknown>;
  /** The placeholders shown while the first answer is on its way: by default, a column of them. */
  loading: Omit<LoadingPlaceholdersProps, 'className'> & { className?: string };
  /** Said when the load failed; admin queries retry before it shows. */
  error: string;
  /** Shown when the list is empty (see EmptyState). */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
};

/** An admin list's four states: loading, failed, empty, or its items. */
export function QueryStates<T>({ query, loading, error, empty, children }: QueryStatesProps<T>) {
  if (query.isPending) return <LoadingPlaceholders className="flex flex-col gap-2" {...loading} />;
  if (query.isError)
    return (
      <p role="alert" className="text-destructive">
        {error}
      </p>
    );
  return query.data.length === 0 ? empty : children(query.data);
}
