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
import { useT } from '@client/lib/i18n/i18n-context';
import type { ComponentProps, ReactNode } from 'react';

/** A button of the dialog's footer: runs `onClick` without closing the dialog (the caller closes it when done). */
export type ConfirmAction = {
  label: string;
  /** Shown instead of `label` while the confirmed work runs. */
  pendingLabel?: string;
  variant?: ComponentProps<typeof AlertDialogAction>['variant'];
  onClick: () => void;
};

type ConfirmDialogProps = {
  open: boolean;
  /** Cancelled or dismissed; never called while the confirmed work runs. */
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** Fields between the question and the buttons (a message to send along, say). */
  children?: ReactNode;
  /** 'Cancel' unless told. */
  cancelLabel?: string;
  /** While true the dialog cannot be dismissed and its buttons are disabled. */
  pending: boolean;
  actions: ConfirmAction[];
};

/**
 * The one shape of every "are you sure?" of the dashboard: a question, what it will do, a way back, and one or
 * more explicit second clicks. The dialog stays open (and cannot be dismissed) while the work runs.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  children,
  cancelLabel,
  pending,
  actions,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div>{description}</div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel ?? t('admin.common.cancel')}</AlertDialogCancel>
          {actions.map((action) => (
            <AlertDialogAction
              key={action.label}
              variant={action.variant}
              disabled={pending}
              onClick={(e) => {
                e.preventDefault();
                action.onClick();
              }}
            >
              {pending && action.pendingLabel ? action.pendingLabel : action.label}
            </AlertDialogAction>
          ))}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
