import { EmptyState } from '@client/components/admin/empty-state';
import { PanelSection } from '@client/components/admin/panel-section';
import { QueryStates } from '@client/components/admin/query-states';
import { useDateTime } from '@client/components/admin/use-admin-dates';
import { useT } from '@client/lib/i18n/i18n-context';
import { Mail } from 'lucide-react';
import { useEventMessages } from '../api/get-event-messages';
import { AUDIENCE_NAMES } from './message-words';

/** The messages sent about an event, newest first: subject, audience, when, by whom, and how delivery went. */
export function MessageHistory({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const t = useT();
  const dateTime = useDateTime();
  const messages = useEventMessages(eventId);
  return (
    <PanelSection id="message-history" title={t('admin.eventMessages.history')} className="grid gap-3">
      <QueryStates
        query={messages}
        loading={{
          label: t('admin.eventMessages.historyLoading'),
          className: 'grid gap-2',
          placeholderClassName: 'h-16 w-full',
        }}
        error={t('admin.eventMessages.historyFailed')}
        empty={
          <EmptyState icon={Mail} title={t('admin.eventMessages.historyEmpty')}>
            {t('admin.eventMessages.historyEmptyText')}
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="grid gap-2" data-testid="message-history">
            {list.map((m) => (
              <li key={m.id} className="rounded-lg border border-border p-3 text-sm">
                <p className="font-medium">{m.subject}</p>
                <p className="text-muted-foreground">
                  {t(AUDIENCE_NAMES[m.audience])} · {t('admin.eventMessages.people', { count: m.recipients })}{' '}
                  · {dateTime(m.sentAt, timeZone)}
                  {m.sentBy ? ` · ${t('admin.eventMessages.by', { name: m.sentBy })}` : ''}
                </p>
                <p className="text-muted-foreground">
                  {m.failed > 0
                    ? t('admin.eventMessages.deliveredFailed', {
                        delivered: m.delivered,
                        recipients: m.recipients,
                        failed: m.failed,
                      })
                    : t('admin.eventMessages.delivered', {
                        delivered: m.delivered,
                        recipients: m.recipients,
                      })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </PanelSection>
  );
}
