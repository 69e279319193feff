import { toast } from '@client/components/ui/use-toast';
import { ApiRequestError, isUnauthorizedError } from '@client/lib/api-client';
import { useT } from '@client/lib/i18n/i18n-context';
import { UNAUTHORIZED_REDIRECT_MS } from '@shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

const isSessionLost = (error: unknown) =>
  isUnauthorizedError(error) || (error instanceof ApiRequestError && error.status === 401);

/**
 * A 401 from any admin call shows 'Unauthorized' and, after 500 ms, returns to the login. Done once for
 * the whole admin area by watching the query and mutation caches, so no screen has to remember it. The login
 * call itself is marked `meta.skipUnauthorized` (a wrong password is a 401 too, but not a lost session).
 */
export function useUnauthorizedRedirect(onSignedOut: () => void) {
  const queryClient = useQueryClient();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const signOut = useRef(onSignedOut);
  signOut.current = onSignedOut;
  // The toast speaks the language of the moment it shows, without resubscribing when the language changes.
  const translate = useT();
  const t = useRef(translate);
  t.current = translate;

  useEffect(() => {
    const handle = (error: unknown, meta: Record<string, unknown> | undefined) => {
      if (!isSessionLost(error) || meta?.skipUnauthorized || pending.current) return;
      toast({
        title: t.current('admin.common.unauthorized'),
        description: t.current('admin.common.loggedOut'),
        variant: 'destructive',
      });
      pending.current = setTimeout(() => {
        pending.current = null;
        signOut.current();
      }, UNAUTHORIZED_REDIRECT_MS);
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error')
        handle(event.action.error, event.query.meta);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        handle(event.action.error, event.mutation.options.meta);
      }
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
      if (pending.current) clearTimeout(pending.current);
      pending.current = null;
    };
  }, [queryClient]);
}
