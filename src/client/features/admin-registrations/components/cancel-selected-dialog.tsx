import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@client/components/ui/dialog';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { MAX_CANCEL_MESSAGE_LENGTH } from '@shared/schemas/admin-registrations';
import { useState } from 'react';

/** Asks before cancelling several registrations, with one optional message mailed to each person. */
export function CancelSelectedDialog({
  open,
  count,
  onClose,
  onConfirm,
}: {
  open: boolean;
  count: number;
  onClose: () => void;
  onConfirm: (message: string) => void;
}) {
  const [message, setMessage] = useState('');
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent width="lg">
        <DialogHeading
          title={`Cancel ${count} ${count === 1 ? 'registration' : 'registrations'}?`}
          description="Each person is mailed that their registration is cancelled, with your message. Parties with people already arrived are not cancelled."
        />
        <div className="flex flex-col gap-1 px-6">
          <Label htmlFor="bulk-cancel-message">Message to each person (optional)</Label>
          <Textarea
            id="bulk-cancel-message"
            value={message}
            maxLength={MAX_CANCEL_MESSAGE_LENGTH}
            onChange={(e) => setMessage(e.target.value)}
          />
        </div>
        <div className="flex justify-end gap-2 px-6 pb-6">
          <Button variant="outline" onClick={onClose}>
            Keep them
          </Button>
          <Button variant="destructive" onClick={() => onConfirm(message.trim())}>
            Cancel {count} {count === 1 ? 'registration' : 'registrations'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
