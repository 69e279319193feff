import { useUnauthorizedRedirect } from '@client/components/admin/use-unauthorized-redirect';
import { LoadingStatus } from '@client/components/loading-status';
import { Skeleton } from '@client/components/ui/skeleton';
import { useT } from '@client/lib/i18n/i18n-context';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ME_KEY, useMe } from '../api/get-me';
import { LoginForm } from './login-form';

/** Shows the login until the server session names a user; a lost session (any 401) brings the login back. */
export function AdminAuthGate({ children }: { children: ReactNode }) {
  const t = useT();
  const queryClient = useQueryClient();
  const me = useMe();
  useUnauthorizedRedirect(() => {
    queryClient.setQueryData(ME_KEY, { user: null });
    queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin') });
  });

  if (me.isPending) {
    return (
      <LoadingStatus label={t('admin.auth.loading')} className="mx-auto flex max-w-sm flex-col gap-4 p-6">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </LoadingStatus>
    );
  }
  if (!me.data?.user) return <LoginForm />;
  return <>{children}</>;
}
