import { DeleteConfirmDialog } from '@client/components/admin/delete-confirm-dialog';
import type { Event } from '@shared/schemas/events';
import { useDeleteEvent } from '../api/delete-event';

type DeleteEventDialogProps = { event: Event | null; onClose: () => void };

/** Names the event and everything removed with it before deleting. */
export function DeleteEventDialog({ event, onClose }: DeleteEventDialogProps) {
  const remove = useDeleteEvent();
  return (
    <DeleteConfirmDialog
      target={event}
      onClose={onClose}
      title={`Delete "${event?.title ?? ''}"?`}
      description={
        <p>
          This permanently deletes the event <strong>{event?.title}</strong> together with all its
          registrations, stall applications, images, videos and download links. This cannot be undone.
        </p>
      }
      confirmLabel="Delete Event"
      remove={(deleting) => remove.mutateAsync(deleting.id)}
      pending={remove.isPending}
      deleted={(deleted) => ({ title: 'Event Deleted', description: `${deleted.title} has been deleted.` })}
      failed={{ title: 'Error', description: 'Failed to delete event. Please try again.' }}
    />
  );
}
