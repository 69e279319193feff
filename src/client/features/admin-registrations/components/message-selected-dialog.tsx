import { Field } from '@client/components/admin/field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from '@shared/schemas/event-messages';
import { useState } from 'react';
import { registrationsCount } from './registrations-count';
import { SelectionDialog } from './selection-dialog';

/** Asks for the subject and text of a message to the chosen registrations (one mail to each party's address). */
export function MessageSelectedDialog({
  open,
  count,
  onClose,
  onSend,
}: {
  open: boolean;
  count: number;
  onClose: () => void;
  onSend: (message: { subject: string; body: string }) => void;
}) {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const ready = subject.trim() !== '' && body.trim() !== '';
  return (
    <SelectionDialog
      open={open}
      onClose={onClose}
      title={`Message ${registrationsCount(count)}`}
      description="One mail to each party's address, as a message to attendees of its event (in its history there). Cancelled registrations, walk-ups without an address and people who unsubscribed are left out."
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) onSend({ subject: subject.trim(), body: body.trim() });
        }}
      >
        <Field id="bulk-message-subject" label="Subject" className="flex flex-col gap-1">
          <Input
            id="bulk-message-subject"
            value={subject}
            maxLength={MESSAGE_SUBJECT_MAX}
            onChange={(e) => setSubject(e.target.value)}
          />
        </Field>
        <Field id="bulk-message-body" label="Message" className="flex flex-col gap-1">
          <Textarea
            id="bulk-message-body"
            rows={5}
            value={body}
            maxLength={MESSAGE_BODY_MAX}
            onChange={(e) => setBody(e.target.value)}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Back
          </Button>
          <Button type="submit" disabled={!ready}>
            Send to {registrationsCount(count)}
          </Button>
        </div>
      </form>
    </SelectionDialog>
  );
}
