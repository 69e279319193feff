import { Field } from '@client/components/admin/field';
import { Button } from '@client/components/ui/button';
import { Textarea } from '@client/components/ui/textarea';
import { MAX_CANCEL_MESSAGE_LENGTH } from '@shared/schemas/admin-registrations';
import { useState } from 'react';
import { registrationsCount } from './registrations-count';
import { SelectionDialog } from './selection-dialog';

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
    <SelectionDialog
      open={open}
      onClose={onClose}
      title={`Cancel ${registrationsCount(count)}?`}
      description="Each person is mailed that their registration is cancelled, with your message. Parties with people already arrived are not cancelled."
    >
      <Field
        id="bulk-cancel-message"
        label="Message to each person (optional)"
        className="flex flex-col gap-1 px-6"
      >
        <Textarea
          id="bulk-cancel-message"
          value={message}
          maxLength={MAX_CANCEL_MESSAGE_LENGTH}
          onChange={(e) => setMessage(e.target.value)}
        />
      </Field>
      <div className="flex justify-end gap-2 px-6 pb-6">
        <Button variant="outline" onClick={onClose}>
          Keep them
        </Button>
        <Button variant="destructive" onClick={() => onConfirm(message.trim())}>
          Cancel {registrationsCount(count)}
        </Button>
      </div>
    </SelectionDialog>
  );
}
