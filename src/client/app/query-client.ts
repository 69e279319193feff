import { QueryClient, type QueryFunction } from '@tanstack/react-query';

export type JsonFetcher = (path: string) => Promise<unknown>;

/**
 * A default data load is a GET on the query key's parts joined with slashes; an object part adds its entries to
 * the query string (`['/api/events', 'holi', { lang: 'hi' }]` → `/api/events/holi?lang=hi`).
 */
export function pathFromKey(queryKey: readonly unknown[]): string {
  const segments: string[] = [];
  const query = new URLSearchParams();
  for (const part of queryKey) {
    if (part === undefined) continue;
    if (typeof part === 'object' && part !== null) {
      for (const [name, value] of Object.entries(part))
        if (value !== undefined) query.append(name, String(value));
    } else segments.push(String(part));
  }
  const path = segments.join('/');
  const search = query.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

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
