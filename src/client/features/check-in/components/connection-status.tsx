import { clsx } from 'clsx';
import { CloudOff, RefreshCw, Wifi } from 'lucide-react';

type ConnectionStatusProps = { online: boolean; waiting: number; listSavedAt: string | null };

const people = (n: number) => `${n} check-in${n === 1 ? '' : 's'}`;

/** Online or not, and how many check-ins made here still wait to reach the server. */
export function ConnectionStatus({ online, waiting, listSavedAt }: ConnectionStatusProps) {
  const saved = listSavedAt
    ? new Date(listSavedAt).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })
    : null;
  return (
    <div
      className={clsx(
        'flex items-start gap-2 rounded-lg border px-3 py-2 text-sm',
        online ? 'border-border bg-card' : 'border-amber-700 bg-amber-50 text-amber-950',
      )}
      data-testid="connection-status"
    >
      {online ? (
        waiting > 0 ? (
          <RefreshCw className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        ) : (
          <Wifi className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        )
      ) : (
        <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      )}
      <p>
        {online ? (
          <span className="font-semibold">Online</span>
        ) : (
          <span className="font-semibold">Offline: check-ins are saved on this phone</span>
        )}
        {'. '}
        <span>{waiting > 0 ? `${people(waiting)} waiting to sync.` : 'All check-ins synced.'}</span>
        {saved ? <span className="text-muted-foreground"> List saved at {saved}.</span> : null}
      </p>
    </div>
  );
}
