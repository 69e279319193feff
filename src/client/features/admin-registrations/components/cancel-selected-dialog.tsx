import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n/i18n-context';
import { MAX_CANCEL_MESSAGE_LENGTH } from '@shared/schemas/admin-registrations';
import { useState } from 'react';
import { SelectionDialog, SelectionDialogButtons, SelectionTextArea } from './selection-dialog';

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
  const t = useT();
  const [message, setMessage] = useState('');
  return (
    <SelectionDialog
      open={open}
      onClose={onClose}
      title={t('admin.registrations.cancelSelected.title', { count })}
      description={t('admin.registrations.cancelSelected.text')}
    >
      <SelectionTextArea
        id="bulk-cancel-message"
        label={t('admin.registrations.cancelSelected.message')}
        value={message}
        onChange={setMessage}
        maxLength={MAX_CANCEL_MESSAGE_LENGTH}
        className="flex flex-col gap-1 px-6"
      />
      <SelectionDialogButtons
        backLabel={t('admin.registrations.cancelSelected.keep')}
        onBack={onClose}
        className="px-6 pb-6"
      >
        <Button variant="destructive" onClick={() => onConfirm(message.trim())}>
          {t('admin.registrations.cancelSelected.confirm', { count })}
        </Button>
      </SelectionDialogButtons>
    </SelectionDialog>
  );
}
