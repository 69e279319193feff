import { AdminTabSection } from '@client/components/admin/admin-tab-section';
import { DeleteConfirmDialog } from '@client/components/admin/delete-confirm-dialog';
import { EmptyState } from '@client/components/admin/empty-state';
import { QueryStates } from '@client/components/admin/query-states';
import { useDateTime } from '@client/components/admin/use-admin-dates';
import { Badge } from '@client/components/ui/badge';
import { subjectLabel } from '@client/lib/contact-subject-labels';
import { useT } from '@client/lib/i18n/i18n-context';
import type { AdminContactMessage } from '@shared/schemas/contact-admin';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useDeleteMessage } from '../api/delete-message';
import { useMessages } from '../api/get-messages';
import { MessageDialog } from './message-dialog';

/** Contact messages: newest first; open, mark handled, delete. */
export function MessagesTab({ timeZone }: { timeZone: string }) {
  const t = useT();
  const dateTime = useDateTime();
  const messages = useMessages();
  const remove = useDeleteMessage();
  const [openId, setOpenId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<AdminContactMessage | null>(null);
  const open = messages.data?.find((m) => m.id === openId) ?? null;

  return (
    <AdminTabSection id="messages" title={t('admin.messages.title')}>
      <QueryStates
        query={messages}
        loading={{ label: t('admin.messages.loading'), count: 3, placeholderClassName: 'h-20' }}
        error={t('admin.messages.loadFailed')}
        empty={
          <EmptyState icon={Inbox} title={t('admin.messages.empty')} roomy>
            {t('admin.messages.emptyText')}
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="flex flex-col gap-2">
            {list.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  onClick={() => setOpenId(m.id)}
                  className="flex w-full flex-col gap-1 rounded-lg border border-border bg-card p-4 text-left transition-colors hover:bg-secondary/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <Badge variant="outline">{subjectLabel(m.subject, t)}</Badge>
                    {m.answered ? (
                      <Badge variant="success">{t('admin.messages.answered')}</Badge>
                    ) : m.handled ? (
                      <Badge variant="success">{t('admin.messages.handled')}</Badge>
                    ) : (
                      <Badge>{t('admin.messages.new')}</Badge>
                    )}
                    <span className="ml-auto text-muted-foreground text-xs">
                      {dateTime(m.createdAt, timeZone)}
                    </span>
                  </span>
                  <span className={m.handled ? 'text-sm' : 'font-semibold text-sm'}>
                    {`${m.firstName} ${m.lastName}`}{' '}
                    <span className="font-normal text-muted-foreground">{m.email}</span>
                  </span>
                  <span className="line-clamp-1 text-muted-foreground text-sm">{m.message}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <MessageDialog
        message={open}
        timeZone={timeZone}
        onClose={() => setOpenId(null)}
        onDelete={setToDelete}
      />
      <DeleteConfirmDialog
        target={toDelete}
        onClose={() => setToDelete(null)}
        title={t('admin.messages.deleteTitle')}
        description={
          toDelete
            ? t('admin.messages.deleteText', { name: `${toDelete.firstName} ${toDelete.lastName}` })
            : ''
        }
        remove={(message) => remove.mutateAsync(message.id)}
        pending={remove.isPending}
        deleted={() => ({ title: t('admin.messages.deleted'), description: t('admin.messages.deletedText') })}
        failed={t('admin.messages.deleteFailed')}
        onDeleted={() => setOpenId(null)}
      />
    </AdminTabSection>
  );
}
