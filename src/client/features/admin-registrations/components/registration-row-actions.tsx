import { Button } from '@client/components/ui/button';
import type { AdminRegistration } from '@shared/schemas/admin-registrations';
import { Eye, Trash2 } from 'lucide-react';
import { RegistrationStatusActions } from './registration-status-actions';

type RegistrationRowActionsProps = {
  registration: AdminRegistration;
  onView: () => void;
  onDelete: () => void;
};

/** A registration's actions, in its table row and on its card: View, the status changes and Delete. */
export function RegistrationRowActions({ registration, onView, onDelete }: RegistrationRowActionsProps) {
  return (
    <div className="flex flex-wrap gap-1">
      <Button variant="ghost" size="icon" aria-label={`View ${registration.fullName}`} onClick={onView}>
        <Eye aria-hidden="true" />
      </Button>
      <RegistrationStatusActions registration={registration} />
      <Button
        variant="ghost-destructive"
        size="icon"
        aria-label={`Delete ${registration.fullName}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
