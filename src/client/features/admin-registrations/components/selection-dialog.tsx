import { Field } from '@client/components/admin/field';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@client/components/ui/dialog';
import { Textarea } from '@client/components/ui/textarea';
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

/** A labelled text area of a selection dialog. */
export function SelectionTextArea({
  id,
  label,
  value,
  onChange,
  maxLength,
  rows,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
  className: string;
}) {
  return (
    <Field id={id} label={label} className={className}>
      <Textarea
        id={id}
        rows={rows}
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

/** A selection dialog's buttons: back (closes it), then the dialog's own action. */
export function SelectionDialogButtons({
  backLabel,
  onBack,
  className,
  children,
}: {
  backLabel: string;
  onBack: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `flex justify-end gap-2 ${className}` : 'flex justify-end gap-2'}>
      <Button type="button" variant="outline" onClick={onBack}>
        {backLabel}
      </Button>
      {children}
    </div>
  );
}
