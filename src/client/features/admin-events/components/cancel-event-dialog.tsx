import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { useT } from '@client/lib/i18n/i18n-context';
import type { AdminEvent } from '@shared/schemas/events';
import { useEffect, useState } from 'react';
import { useCancelEvent } from '../api/cancel-event';

/** Confirms a cancellation, saying how many registrants will be mailed, with an optional message for them. */
export function CancelEventDialog({ event, onClose }: { event: AdminEvent | null; onClose: () => void }) {
  const t = useT();
  const cancel = useCancelEvent();
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (event) setMessage('');
  }, [event]);
  const count = event?.registrationCount ?? 0;
  const confirm = () => {
    if (!event) return;
    cancel.mutate(
      { id: event.id, message },
      {
        onSuccess: () => {
          toast({
            title: t('admin.events.cancel.done'),
            description: t('admin.events.cancel.doneText', { count }),
          });
          onClose();
        },
        onError: () =>
          toast({
            title: t('admin.events.toast.error'),
            description: t('admin.events.cancel.failed'),
            variant: 'destructive',
          }),
      },
    );
  };
  const title = event?.title ?? '';
  return (
    <ConfirmDialog
      open={event !== null}
      onClose={onClose}
      title={t('admin.events.cancel.title')}
      description={
        count > 0
          ? t('admin.events.cancel.descriptionTold', { title, count })
          : t('admin.events.cancel.descriptionNobody', { title })
      }
      cancelLabel={t('admin.events.cancel.keep')}
      pending={cancel.isPending}
      actions={[
        {
          label: t('admin.events.cancel.confirm'),
          pendingLabel: t('admin.events.cancel.pending'),
          variant: 'destructive',
          onClick: confirm,
        },
      ]}
    >
      <div className="flex flex-col gap-2">
        <label htmlFor="cancel-message" className="font-medium text-sm">
          {t('admin.events.cancel.messageLabel')}
        </label>
        <Textarea id="cancel-message" rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />
      </div>
    </ConfirmDialog>
  );
}
