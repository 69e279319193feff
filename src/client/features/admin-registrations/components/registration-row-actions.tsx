import { IconAction } from '@client/components/admin/icon-action';
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
      <IconAction
        name={`View ${registration.fullName}`}
        tip="View registration"
        icon={Eye}
        onClick={onView}
      />
      <RegistrationStatusActions registration={registration} />
      <IconAction
        name={`Delete ${registration.fullName}`}
        tip="Delete registration"
        icon={Trash2}
        variant="ghost-destructive"
        onClick={onDelete}
      />
    </div>
  );
}
