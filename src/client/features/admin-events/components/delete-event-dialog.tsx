import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import type { Event } from '@shared/schemas/events';
import { useDeleteEvent } from '../api/delete-event';

type DeleteEventDialogProps = { event: Event | null; onClose: () => void };

/** Names the event and everything removed with it before deleting. */
export function DeleteEventDialog({ event, onClose }: DeleteEventDialogProps) {
  const remove = useDeleteEvent();
  return (
    <ConfirmDialog
      open={event !== null}
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={`Delete "${event?.title ?? ''}"?`}
      description={
        <p>
          This permanently deletes the event <strong>{event?.title}</strong> together with all its
          registrations, stall applications, images, videos and download links. This cannot be undone.
        </p>
      }
      confirmLabel="Delete Event"
      pending={remove.isPending}
      onConfirm={() =>
        event &&
        remove.mutate(event.id, {
          onSuccess: () => {
            toast({ title: 'Event Deleted', description: `${event.title} has been deleted.` });
            onClose();
          },
          onError: () =>
            toast({
              title: 'Error',
              description: 'Failed to delete event. Please try again.',
              variant: 'destructive',
            }),
        })
      }
    />
  );
}
