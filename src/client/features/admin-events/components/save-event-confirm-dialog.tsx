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
import { removingWarning } from '../lib/save-checks';

/** What the admin must know before an edit is saved. */
export type SaveWarnings = {
  /** Live registrations that chose an option the edit removes. */
  choosingRemoved: number;
  /** Registrations to ask about telling, when the edit moves the event in time or place; 0 otherwise. */
  toTell: number;
};

const people = (n: number) => (n === 1 ? '1 person has' : `${n} people have`);

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
  return (
    <AlertDialog open={warnings !== null} onOpenChange={(open) => !open && !pending && onBack()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Save Changes?</AlertDialogTitle>
          <AlertDialogDescription>
            {warnings && warnings.choosingRemoved > 0
              ? `${removingWarning(warnings.choosingRemoved)}. Their registrations keep the option's name. `
              : null}
            {warnings && warnings.toTell > 0
              ? `The time or place changed and ${people(warnings.toTell)} registered. Email them what changed, with the updated calendar file?`
              : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Back to Editing</AlertDialogCancel>
          {warnings && warnings.toTell > 0 ? (
            <>
              <AlertDialogAction
                variant="outline"
                disabled={pending}
                onClick={(e) => {
                  e.preventDefault();
                  onConfirm(false);
                }}
              >
                Save Without Emailing
              </AlertDialogAction>
              <AlertDialogAction
                disabled={pending}
                onClick={(e) => {
                  e.preventDefault();
                  onConfirm(true);
                }}
              >
                {pending ? 'Saving...' : 'Save and Email Them'}
              </AlertDialogAction>
            </>
          ) : (
            <AlertDialogAction
              disabled={pending}
              onClick={(e) => {
                e.preventDefault();
                onConfirm(false);
              }}
            >
              {pending ? 'Saving...' : 'Save Anyway'}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
