import { IconAction } from '@client/components/admin/icon-action';
import { useT } from '@client/lib/i18n/i18n-context';
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
  const t = useT();
  return (
    <div className="flex flex-wrap gap-1">
      <IconAction
        name={t('admin.registrations.row.view', { name: registration.fullName })}
        tip={t('admin.registrations.row.viewTip')}
        icon={Eye}
        onClick={onView}
      />
      <RegistrationStatusActions registration={registration} />
      <IconAction
        name={t('admin.registrations.row.delete', { name: registration.fullName })}
        tip={t('admin.registrations.row.deleteTip')}
        icon={Trash2}
        variant="ghost-destructive"
        onClick={onDelete}
      />
    </div>
  );
}
