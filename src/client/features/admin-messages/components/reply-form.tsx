import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { getErrorMessage } from '@client/lib/api-client';
import { useT } from '@client/lib/i18n/i18n-context';
import type { AdminContactMessage } from '@shared/schemas/contact-admin';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useReplyToMessage } from '../api/reply-to-message';

type ReplyFormProps = { message: AdminContactMessage; onSent: () => void; onCancel: () => void };

/** Writes a reply that is mailed to the sender; their answer reaches the group's contact address. */
export function ReplyForm({ message, onSent, onCancel }: ReplyFormProps) {
  const t = useT();
  const reply = useReplyToMessage();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const send = () => {
    if (!body.trim()) {
      setError(t('admin.messages.replyRequired'));
      return;
    }
    reply.mutate(
      { id: message.id, body },
      {
        onSuccess: () => {
          toast({
            title: t('admin.messages.replySent'),
            description: t('admin.messages.replySentText', { email: message.email }),
          });
          setBody('');
          onSent();
        },
        onError: (err) => setError(getErrorMessage(err)),
      },
    );
  };
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{t('admin.messages.replyTo', { name: message.firstName })}</Label>
      <Textarea
        id={id}
        value={body}
        rows={6}
        maxLength={10_000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setBody(e.target.value);
          setError(null);
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={reply.isPending}>
          {t('admin.common.cancel')}
        </Button>
        <Button onClick={send} disabled={reply.isPending}>
          <Send aria-hidden="true" />
          {reply.isPending ? t('admin.messages.sending') : t('admin.messages.sendReply')}
        </Button>
      </div>
    </div>
  );
}
