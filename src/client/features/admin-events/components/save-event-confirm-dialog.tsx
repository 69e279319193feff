import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { removingWarning } from '../lib/save-checks';

/** What the admin must know before an edit is saved. */
export type SaveWarnings = {
  /** Live registrations that chose an option the edit removes. */
  choosingRemoved: number;
  /** Registrations to ask about telling, when the edit moves the event in time or place; 0 otherwise. */
  toTell: number;
};

/** Registrations, not people: each gets one mail, whatever the size of its party. */
const registered = (n: number) => (n === 1 ? '1 registration was made' : `${n} registrations were made`);

type SaveEventConfirmDialogProps = {
  warnings: SaveWarnings | null;
  pending: boolean;
  onConfirm: (notifyRegistrants: boolean) => void;
  onBack: () => void;
};

/** Asked on save when an edit affects people who registered: the admin goes back or saves anyway. */
export function SaveEventConfirmDialog({
  warnings,
  pending,
  onConfirm,
  onBack,
}: SaveEventConfirmDialogProps) {
  const askToTell = warnings !== null && warnings.toTell > 0;
  return (
    <ConfirmDialog
      open={warnings !== null}
      onClose={onBack}
      title="Save Changes?"
      description={
        <>
          {warnings && warnings.choosingRemoved > 0
            ? `${removingWarning(warnings.choosingRemoved)}. Their registrations keep the option's name. `
            : null}
          {askToTell
            ? `The time or place changed and ${registered(warnings.toTell)}. Email them what changed, with the updated calendar file?`
            : null}
        </>
      }
      cancelLabel="Back to Editing"
      pending={pending}
      actions={
        askToTell
          ? [
              { label: 'Save Without Emailing', variant: 'outline', onClick: () => onConfirm(false) },
              { label: 'Save and Email Them', pendingLabel: 'Saving...', onClick: () => onConfirm(true) },
            ]
          : [{ label: 'Save Anyway', pendingLabel: 'Saving...', onClick: () => onConfirm(false) }]
      }
    />
  );
}
