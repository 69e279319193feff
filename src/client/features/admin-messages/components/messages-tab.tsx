import { AdminTabSection } from '@client/components/admin/admin-tab-section';
import { DeleteConfirmDialog } from '@client/components/admin/delete-confirm-dialog';
import { EmptyState } from '@client/components/admin/empty-state';
import { QueryStates } from '@client/components/admin/query-states';
import { LoadingPlaceholders } from '@client/components/loading-status';
import { Badge } from '@client/components/ui/badge';
import { formatDateTime } from '@shared/dates';
import { contactSubjectLabel } from '@shared/schemas/contact';
import type { AdminContactMessage } from '@shared/schemas/contact-admin';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useDeleteMessage } from '../api/delete-message';
import { useMessages } from '../api/get-messages';
import { MessageDialog } from './message-dialog';

/** Contact messages: newest first; open, mark handled, delete. */
export function MessagesTab({ timeZone }: { timeZone: string }) {
  const messages = useMessages();
  const remove = useDeleteMessage();
  const [openId, setOpenId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<AdminContactMessage | null>(null);
  const open = messages.data?.find((m) => m.id === openId) ?? null;

  return (
    <AdminTabSection id="messages" title="Contact Messages">
      <QueryStates
        query={messages}
        loading={
          <LoadingPlaceholders
            label="Loading messages"
            className="flex flex-col gap-2"
            count={3}
            placeholderClassName="h-20"
          />
        }
        error="Could not load messages."
        empty={
          <EmptyState icon={Inbox} title="No messages yet" roomy>
            Messages sent from the contact page appear here.
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
                    <Badge variant="outline">{contactSubjectLabel(m.subject)}</Badge>
                    {m.answered ? (
                      <Badge variant="success">Answered</Badge>
                    ) : m.handled ? (
                      <Badge variant="success">Handled</Badge>
                    ) : (
                      <Badge>New</Badge>
                    )}
                    <span className="ml-auto text-muted-foreground text-xs">
                      {formatDateTime(m.createdAt, timeZone)}
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
        title="Delete Message?"
        description={
          toDelete ? `The message from ${toDelete.firstName} ${toDelete.lastName} will be deleted.` : ''
        }
        remove={(message) => remove.mutateAsync(message.id)}
        pending={remove.isPending}
        deleted={() => ({ title: 'Message Deleted', description: 'The message has been deleted.' })}
        failed="Could not delete the message. Please try again."
        onDeleted={() => setOpenId(null)}
      />
    </AdminTabSection>
  );
}
