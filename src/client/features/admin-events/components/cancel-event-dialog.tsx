import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
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
    <ConfirmDialog
      open={event !== null}
      onClose={onClose}
      title="Cancel Event?"
      description={`${event?.title} will show as cancelled and take no more registrations. ${
        count > 0 ? `${told(count)} will be told by email.` : 'Nobody has registered, so nobody is emailed.'
      }`}
      cancelLabel="Keep Event"
      pending={cancel.isPending}
      actions={[
        { label: 'Cancel Event', pendingLabel: 'Cancelling...', variant: 'destructive', onClick: confirm },
      ]}
    >
      <div className="flex flex-col gap-2">
        <label htmlFor="cancel-message" className="font-medium text-sm">
          Message for registrants (optional)
        </label>
        <Textarea id="cancel-message" rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />
      </div>
    </ConfirmDialog>
  );
}
