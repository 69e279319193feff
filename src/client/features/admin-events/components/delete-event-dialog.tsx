import { DeleteConfirmDialog } from '@client/components/admin/delete-confirm-dialog';
import { useT } from '@client/lib/i18n/i18n-context';
import type { Event } from '@shared/schemas/events';
import { useDeleteEvent } from '../api/delete-event';
import { aroundValue } from '../lib/around-value';

type DeleteEventDialogProps = { event: Event | null; onClose: () => void };

/** Names the event and everything removed with it before deleting. */
export function DeleteEventDialog({ event, onClose }: DeleteEventDialogProps) {
  const t = useT();
  const remove = useDeleteEvent();
  const [before, after] = aroundValue((title) => t('admin.events.delete.description', { title }));
  return (
    <DeleteConfirmDialog
      target={event}
      onClose={onClose}
      title={t('admin.events.delete.title', { title: event?.title ?? '' })}
      description={
        <p>
          {before}
          <strong>{event?.title}</strong>
          {after}
        </p>
      }
      confirmLabel={t('admin.events.delete.confirm')}
      remove={(deleting) => remove.mutateAsync(deleting.id)}
      pending={remove.isPending}
      deleted={(deleted) => ({
        title: t('admin.events.delete.done'),
        description: t('admin.events.delete.doneText', { title: deleted.title }),
      })}
      failed={{ title: t('admin.events.toast.error'), description: t('admin.events.delete.failed') }}
    />
  );
}
