import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n/i18n-context';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { STATS_KEY } from '../api/get-registration-stats';

const isRegistrationData = (key: readonly unknown[]) =>
  key[0] === STATS_KEY[0] ||
  key[0] === '/api/admin/stall-applications' ||
  (key[0] === '/api/admin/events' && (key[2] === 'registrations' || key[2] === 'download-links'));

/** Data is never stale on its own; new sign-ups arrive while the admin watches, so fetch on demand. */
export function RefreshButton() {
  const t = useT();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ predicate: (q) => isRegistrationData(q.queryKey) }) > 0;
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={t('admin.registrations.refresh.label')}
      title={t('admin.registrations.refresh.tip')}
      disabled={fetching}
      onClick={() => queryClient.invalidateQueries({ predicate: (q) => isRegistrationData(q.queryKey) })}
    >
      <RefreshCw className={fetching ? 'animate-spin' : undefined} aria-hidden="true" />
    </Button>
  );
}
