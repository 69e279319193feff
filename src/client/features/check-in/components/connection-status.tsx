import { useT } from '@client/lib/i18n/i18n-context';
import { clsx } from 'clsx';
import { CloudOff, RefreshCw, Wifi } from 'lucide-react';
import { useDoorTimes } from '../lib/door-times';

type ConnectionStatusProps = { online: boolean; waiting: number; listSavedAt: string | null };

/** Online or not, and how many check-ins made here still wait to reach the server. */
export function ConnectionStatus({ online, waiting, listSavedAt }: ConnectionStatusProps) {
  const t = useT();
  const { clock } = useDoorTimes();
  const saved = listSavedAt ? clock(new Date(listSavedAt)) : null;
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
          <span className="font-semibold">{t('admin.checkIn.connection.online')}</span>
        ) : (
          <span className="font-semibold">{t('admin.checkIn.connection.offline')}</span>
        )}{' '}
        <span>
          {waiting > 0
            ? t('admin.checkIn.connection.waiting', { count: waiting })
            : t('admin.checkIn.connection.synced')}
        </span>
        {saved ? (
          <span className="text-muted-foreground">
            {' '}
            {t('admin.checkIn.connection.listSaved', { time: saved })}
          </span>
        ) : null}
      </p>
    </div>
  );
}
