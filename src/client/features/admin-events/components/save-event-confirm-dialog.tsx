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
import { removingWarning } from '../lib/removed-options';

/** What the admin must know before an edit is saved. */
export type SaveWarnings = {
  /** Live registrations that chose an option the edit removes. */
  choosingRemoved: number;
};

type SaveEventConfirmDialogProps = {
  warnings: SaveWarnings | null;
  pending: boolean;
  onConfirm: () => void;
  onBack: () => void;
};

/** Asked on save when an edit affects people who registered: the admin goes back or saves anyway. */
export function SaveEventConfirmDialog({
  warnings,
  pending,
  onConfirm,
  onBack,
}: SaveEventConfirmDialogProps) {
  return (
    <AlertDialog open={warnings !== null} onOpenChange={(open) => !open && !pending && onBack()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Save Changes?</AlertDialogTitle>
          <AlertDialogDescription>
            {warnings && warnings.choosingRemoved > 0
              ? `${removingWarning(warnings.choosingRemoved)}. Their registrations keep the option's name.`
              : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Back to Editing</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(e) => {
              e.preventDefault();
              onConfirm();
            }}
          >
            {pending ? 'Saving...' : 'Save Anyway'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
