import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import type { AdminEvent } from '@shared/schemas/events';
import { useEffect, useState } from 'react';
import { useCancelEvent } from '../api/cancel-event';

const told = (n: number) => (n === 1 ? '1 person who registered' : `${n} people who registered`);

/** Confirms a cancellation, saying how many registrants will be mailed, with an optional message for them. */
export function CancelEventDialog({ event, onClose }: { event: AdminEvent | null; onClose: () => void }) {
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
          toast({ title: 'Event Cancelled', description: `${told(count)} will be emailed.` });
          onClose();
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to cancel event. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <AlertDialog open={event !== null} onOpenChange={(open) => !open && !cancel.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel Event?</AlertDialogTitle>
          <AlertDialogDescription>
            {event?.title} will show as cancelled and take no more registrations.{' '}
            {count > 0
              ? `${told(count)} will be told by email.`
              : 'Nobody has registered, so nobody is emailed.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="flex flex-col gap-2">
          <label htmlFor="cancel-message" className="font-medium text-sm">
            Message for registrants (optional)
          </label>
          <Textarea
            id="cancel-message"
            rows={3}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancel.isPending}>Keep Event</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={cancel.isPending}
            onClick={(e) => {
              e.preventDefault();
              confirm();
            }}
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel Event'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
