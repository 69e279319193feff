import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { useT } from '@client/lib/i18n/i18n-context';

/** What the admin must know before an edit is saved. */
export type SaveWarnings = {
  /** Live registrations that chose an option the edit removes. */
  choosingRemoved: number;
  /** Registrations to ask about telling, when the edit moves the event in time or place; 0 otherwise. */
  toTell: number;
};

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
  const t = useT();
  const askToTell = warnings !== null && warnings.toTell > 0;
  // Registrations, not people, are told: each gets one mail, whatever the size of its party.
  const description = [
    warnings && warnings.choosingRemoved > 0
      ? t('admin.events.save.removing', { count: warnings.choosingRemoved })
      : null,
    askToTell ? t('admin.events.save.askToTell', { count: warnings.toTell }) : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <ConfirmDialog
      open={warnings !== null}
      onClose={onBack}
      title={t('admin.events.save.title')}
      description={description}
      cancelLabel={t('admin.events.save.back')}
      pending={pending}
      actions={
        askToTell
          ? [
              {
                label: t('admin.events.save.withoutEmail'),
                variant: 'outline',
                onClick: () => onConfirm(false),
              },
              {
                label: t('admin.events.save.andEmail'),
                pendingLabel: t('admin.events.saving'),
                onClick: () => onConfirm(true),
              },
            ]
          : [
              {
                label: t('admin.events.save.anyway'),
                pendingLabel: t('admin.events.saving'),
                onClick: () => onConfirm(false),
              },
            ]
      }
    />
  );
}
