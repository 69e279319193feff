import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

type QueryStatesProps<T> = {
  query: UseQueryResult<T[], unknown>;
  /** Shown while the first answer is on its way (see LoadingStatus). */
  loading: ReactNode;
  /** Said when the load failed; admin queries retry before it shows. */
  error: string;
  /** Shown when the list is empty (see EmptyState). */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
};

/** An admin list's four states: loading, failed, empty, or its items. */
export function QueryStates<T>({ query, loading, error, empty, children }: QueryStatesProps<T>) {
  if (query.isPending) return loading;
  if (query.isError)
    return (
      <p role="alert" className="text-destructive">
        {error}
      </p>
    );
  return query.data.length === 0 ? empty : children(query.data);
}
