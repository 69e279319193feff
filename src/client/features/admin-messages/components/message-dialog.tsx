import { useDateTime } from '@client/components/admin/use-admin-dates';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/use-toast';
import { subjectLabel } from '@client/lib/contact-subject-labels';
import { useT } from '@client/lib/i18n/i18n-context';
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
  const t = useT();
  const dateTime = useDateTime();
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
            title: message.handled ? t('admin.messages.markedNew') : t('admin.messages.markedHandled'),
            description: t('admin.messages.messageFrom', { name }),
          });
          onClose();
        },
        onError: () =>
          toast({
            title: t('admin.messages.updateFailed'),
            description: t('admin.messages.updateFailedText'),
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
          title={subjectLabel(message.subject, t)}
          description={t('admin.messages.from', { name, date: dateTime(message.createdAt, timeZone) })}
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
            {message.handled ? t('admin.messages.handled') : t('admin.messages.new')}
          </Badge>
          {message.answered ? <Badge variant="success">{t('admin.messages.answered')}</Badge> : null}
        </div>
        <p className="whitespace-pre-line break-words rounded-md bg-secondary/50 p-3 text-sm">
          {message.message}
        </p>
        {message.replies.length > 0 ? (
          <section aria-label={t('admin.messages.yourReplies')} className="flex flex-col gap-3">
            {message.replies.map((reply) => (
              <article key={reply.id} className="flex flex-col gap-1 border-primary border-l-2 pl-3">
                <p className="text-muted-foreground text-xs">
                  {reply.repliedBy
                    ? t('admin.messages.repliedBy', {
                        date: dateTime(reply.repliedAt, timeZone),
                        by: reply.repliedBy,
                      })
                    : t('admin.messages.replied', { date: dateTime(reply.repliedAt, timeZone) })}
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
            {t('admin.common.delete')}
          </Button>
          {replying ? null : (
            <Button variant="outline" onClick={() => setReplying(true)}>
              <Reply aria-hidden="true" />
              {message.answered ? t('admin.messages.replyAgain') : t('admin.messages.reply')}
            </Button>
          )}
          <Button onClick={toggle} disabled={update.isPending}>
            {message.handled ? <Undo2 aria-hidden="true" /> : <Check aria-hidden="true" />}
            {message.handled ? t('admin.messages.markNew') : t('admin.messages.markHandled')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
