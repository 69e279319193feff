import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { Badge } from '@client/components/ui/badge';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { formatDateTime } from '@shared/dates';
import { contactSubjectLabel } from '@shared/schemas/contact';
import type { AdminContactMessage } from '@shared/schemas/contact-admin';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useDeleteMessage } from '../api/delete-message';
import { useMessages } from '../api/get-messages';
import { MessageDialog } from './message-dialog';

/** Contact messages (DESIGN.md improvement 6): newest first; open, mark handled, delete. */
export function MessagesTab({ timeZone }: { timeZone: string }) {
  const messages = useMessages();
  const remove = useDeleteMessage();
  const [openId, setOpenId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<AdminContactMessage | null>(null);
  const open = messages.data?.find((m) => m.id === openId) ?? null;

  return (
    <section aria-labelledby="messages-heading" className="flex flex-col gap-4">
      <h2 id="messages-heading" className="font-semibold text-2xl">
        Contact Messages
      </h2>
      {messages.isPending ? (
        <div className="flex flex-col gap-2" role="status" aria-busy="true" aria-label="Loading messages">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : messages.isError ? (
        <p role="alert" className="text-destructive">
          Could not load messages.
        </p>
      ) : messages.data.length === 0 ? (
        <div className="flex flex-col items-center gap-1 rounded-lg border border-border border-dashed p-10 text-center">
          <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No messages yet</p>
          <p className="text-muted-foreground text-sm">Messages sent from the contact page appear here.</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-2">
          {messages.data.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                onClick={() => setOpenId(m.id)}
                className="flex w-full flex-col gap-1 rounded-lg border border-border bg-card p-4 text-left transition-colors hover:bg-secondary/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <Badge variant="outline">{contactSubjectLabel(m.subject)}</Badge>
                  {m.handled ? <Badge variant="success">Handled</Badge> : <Badge>New</Badge>}
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
      <MessageDialog
        message={open}
        timeZone={timeZone}
        onClose={() => setOpenId(null)}
        onDelete={setToDelete}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title="Delete Message?"
        description={
          toDelete ? `The message from ${toDelete.firstName} ${toDelete.lastName} will be deleted.` : ''
        }
        pending={remove.isPending}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              toast({ title: 'Message Deleted', description: 'The message has been deleted.' });
              setToDelete(null);
              setOpenId(null);
            },
            onError: () =>
              toast({
                title: 'Delete Failed',
                description: 'Could not delete the message. Please try again.',
                variant: 'destructive',
              }),
          })
        }
      />
    </section>
  );
}
