import { Field } from '@client/components/admin/field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { useT } from '@client/lib/i18n/i18n-context';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from '@shared/schemas/event-messages';
import { useState } from 'react';
import { SelectionDialog, SelectionDialogButtons, SelectionTextArea } from './selection-dialog';

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
  const t = useT();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const ready = subject.trim() !== '' && body.trim() !== '';
  return (
    <SelectionDialog
      open={open}
      onClose={onClose}
      title={t('admin.registrations.messageSelected.title', { count })}
      description={t('admin.registrations.messageSelected.text')}
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) onSend({ subject: subject.trim(), body: body.trim() });
        }}
      >
        <Field
          id="bulk-message-subject"
          label={t('admin.registrations.messageSelected.subject')}
          className="flex flex-col gap-1"
        >
          <Input
            id="bulk-message-subject"
            value={subject}
            maxLength={MESSAGE_SUBJECT_MAX}
            onChange={(e) => setSubject(e.target.value)}
          />
        </Field>
        <SelectionTextArea
          id="bulk-message-body"
          label={t('admin.registrations.messageSelected.body')}
          rows={5}
          value={body}
          onChange={setBody}
          maxLength={MESSAGE_BODY_MAX}
          className="flex flex-col gap-1"
        />
        <SelectionDialogButtons backLabel={t('admin.registrations.messageSelected.back')} onBack={onClose}>
          <Button type="submit" disabled={!ready}>
            {t('admin.registrations.messageSelected.send', { count })}
          </Button>
        </SelectionDialogButtons>
      </form>
    </SelectionDialog>
  );
}
