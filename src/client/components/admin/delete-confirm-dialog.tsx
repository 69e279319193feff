import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { useT } from '@client/lib/i18n/i18n-context';
import type { ReactNode } from 'react';

type ToastText = { title: string; description: string };

type DeleteConfirmDialogProps<T> = {
  /** What is to be deleted: the dialog is open while it is set. */
  target: T | null;
  /** Called to close the dialog (cancelled, or deleted). */
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** 'Delete' unless told. */
  confirmLabel?: string;
  /** Deletes it (a mutation's mutateAsync); a rejection keeps the dialog open and toasts the failure. */
  remove: (target: T) => Promise<unknown>;
  pending: boolean;
  /** The toast once it is deleted. */
  deleted: (target: T) => ToastText;
  /**
   * The toast's text when deleting fails; the title defaults to 'Delete Failed'. A function gets the error (to
   * show the server's reason, say).
   */
  failed: string | ToastText | ((error: unknown) => string);
  /** Run after it is deleted and the dialog closed (e.g. to close what showed the deleted thing). */
  onDeleted?: () => void;
};

/**
 * A destructive confirmation for deleting one thing: the delete runs only after an explicit second click, the
 * dialog stays open (and cannot be dismissed) while it runs, and the outcome is toasted.
 */
export function DeleteConfirmDialog<T>({
  target,
  onClose,
  title,
  description,
  confirmLabel,
  remove,
  pending,
  deleted,
  failed,
  onDeleted,
}: DeleteConfirmDialogProps<T>) {
  const t = useT();
  const confirm = async () => {
    if (target === null) return;
    try {
      await remove(target);
    } catch (error) {
      const reason = typeof failed === 'function' ? failed(error) : failed;
      const text =
        typeof reason === 'string' ? { title: t('admin.common.deleteFailed'), description: reason } : reason;
      toast({ ...text, variant: 'destructive' });
      return;
    }
    toast(deleted(target));
    onClose();
    onDeleted?.();
  };

  return (
    <ConfirmDialog
      open={target !== null}
      onClose={onClose}
      title={title}
      description={description}
      pending={pending}
      actions={[
        {
          label: confirmLabel ?? t('admin.common.delete'),
          pendingLabel: t('admin.common.deleting'),
          variant: 'destructive',
          onClick: () => void confirm(),
        },
      ]}
    />
  );
}
