import { Dialog, DialogContent, DialogHeading } from '@client/components/ui/dialog';
import type { ReactNode } from 'react';

/** The dialog of an action on the chosen registrations: what it does, then its own fields and buttons. */
export function SelectionDialog({
  open,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent width="lg">
        <DialogHeading title={title} description={description} />
        {children}
      </DialogContent>
    </Dialog>
  );
}
