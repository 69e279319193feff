import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/use-toast';
import { formatDateTime } from '@shared/dates';
import { contactSubjectLabel } from '@shared/schemas/contact';
import type { AdminContactMessage } from '@shared/schemas/contact-admin';
import { Check, Mail, Reply, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useUpdateMessage } from '../api/update-message';
import { ReplyForm } from './reply-form';

type MessageDialogProps = {
  message: AdminContactMessage | null;
  timeZone: string;
  onClose: () => void;
  onDelete: (message: AdminContactMessage) => void;
};

export function MessageDialog({ message, timeZone, onClose, onDelete }: MessageDialogProps) {
  const update = useUpdateMessage();
  const [replying, setReplying] = useState(false);
  if (!message) return null;
  const name = `${message.firstName} ${message.lastName}`;
  const toggle = () =>
    update.mutate(
      { id: message.id, handled: !message.handled },
      {
        onSuccess: () => {
          toast({
            title: message.handled ? 'Marked as New' : 'Marked as Handled',
            description: `Message from ${name}.`,
          });
          onClose();
        },
        onError: () =>
          toast({
            title: 'Update Failed',
            description: 'Could not update the message. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (open) return;
        setReplying(false);
        onClose();
      }}
    >
      <DialogContent width="xl">
        <DialogHeading
          title={contactSubjectLabel(message.subject)}
          description={`From ${name}, ${formatDateTime(message.createdAt, timeZone)}`}
        />
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <a
            href={`mailto:${message.email}`}
            className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
          >
            <Mail className="size-4" aria-hidden="true" />
            {message.email}
          </a>
          <Badge variant={message.handled ? 'success' : 'secondary'}>
            {message.handled ? 'Handled' : 'New'}
          </Badge>
          {message.answered ? <Badge variant="success">Answered</Badge> : null}
        </div>
        <p className="whitespace-pre-line break-words rounded-md bg-secondary/50 p-3 text-sm">
          {message.message}
        </p>
        {message.replies.length > 0 ? (
          <section aria-label="Your replies" className="flex flex-col gap-3">
            {message.replies.map((reply) => (
              <article key={reply.id} className="flex flex-col gap-1 border-primary border-l-2 pl-3">
                <p className="text-muted-foreground text-xs">
                  {`Replied ${formatDateTime(reply.repliedAt, timeZone)}${reply.repliedBy ? ` by ${reply.repliedBy}` : ''}`}
                </p>
                <p className="whitespace-pre-line break-words text-sm">{reply.body}</p>
              </article>
            ))}
          </section>
        ) : null}
        {replying ? (
          <ReplyForm
            message={message}
            onSent={() => setReplying(false)}
            onCancel={() => setReplying(false)}
          />
        ) : null}
        <DialogFooter>
          <Button variant="outline-destructive" onClick={() => onDelete(message)}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
          {replying ? null : (
            <Button variant="outline" onClick={() => setReplying(true)}>
              <Reply aria-hidden="true" />
              {message.answered ? 'Reply Again' : 'Reply'}
            </Button>
          )}
          <Button onClick={toggle} disabled={update.isPending}>
            {message.handled ? <Undo2 aria-hidden="true" /> : <Check aria-hidden="true" />}
            {message.handled ? 'Mark as New' : 'Mark as Handled'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
