import { Button } from '@client/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { CheckCircle2 } from 'lucide-react';
import { CloseFooter } from './registration-summary';

/** The confirmation step before a registrant cancels. */
export function CancelRegistrationConfirm({
  eventTitle,
  pending,
  onConfirm,
  onBack,
}: {
  eventTitle: string;
  pending: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Cancel your registration?</DialogTitle>
        <DialogDescription>{eventTitle}</DialogDescription>
      </DialogHeader>
      <p className="text-sm">
        Your places go to the next party on the waitlist. You can register again later if places are left.
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onBack} disabled={pending}>
          Keep My Registration
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={pending}>
          {pending ? 'Cancelling...' : 'Yes, Cancel Registration'}
        </Button>
      </DialogFooter>
    </>
  );
}

/** After a cancellation. */
export function RegistrationCancelled({ eventTitle, onClose }: { eventTitle: string; onClose: () => void }) {
  return (
    <>
      <DialogHeader className="items-center text-center">
        <CheckCircle2 className="size-12 text-muted-foreground" aria-hidden="true" />
        <DialogTitle>Registration Cancelled</DialogTitle>
        <DialogDescription>Your registration for {eventTitle} has been cancelled.</DialogDescription>
      </DialogHeader>
      <CloseFooter onClose={onClose} />
    </>
  );
}
