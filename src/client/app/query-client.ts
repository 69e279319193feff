import { QueryClient, type QueryFunction } from '@tanstack/react-query';

export type JsonFetcher = (path: string) => Promise<unknown>;

/** A default data load is a GET on the query key's parts joined with slashes. */
const pathFromKey = (queryKey: readonly unknown[]) => queryKey.filter((part) => part !== undefined).join('/');

/** Never refetch on its own, data never stale, no retries (admin queries opt in to theirs). */
export function createQueryClient(fetchJson: JsonFetcher): QueryClient {
  const queryFn: QueryFunction = ({ queryKey }) => fetchJson(pathFromKey(queryKey));
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
