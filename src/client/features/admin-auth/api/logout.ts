import { apiRequest } from '@client/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_KEY } from './get-me';

export const logout = () => apiRequest<void>('POST', '/api/logout');

/** Drops the session, then every admin answer held in the cache. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    meta: { skipUnauthorized: true },
    onSettled: () => {
      queryClient.setQueryData(ME_KEY, { user: null });
      queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin') });
    },
  });
}
