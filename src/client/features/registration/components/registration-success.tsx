import { Button } from '@client/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { CheckCircle2 } from 'lucide-react';
import { guestLabel } from './guest-count-select';

export type RegistrationSummary = { fullName: string; email: string; guestCount: number };

/** The success view: the details and a Close button. */
export function RegistrationSuccess({
  eventTitle,
  registration,
  onClose,
}: {
  eventTitle: string;
  registration: RegistrationSummary;
  onClose: () => void;
}) {
  return (
    <>
      <DialogHeader className="items-center text-center">
        <CheckCircle2 className="size-12 text-green-600" aria-hidden="true" />
        <DialogTitle>Registration Successful!</DialogTitle>
        <DialogDescription>Thank you for registering for {eventTitle}.</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-secondary/50 p-4 text-sm">
        <dt className="font-medium">Name</dt>
        <dd>{registration.fullName}</dd>
        <dt className="font-medium">Email</dt>
        <dd className="break-all">{registration.email}</dd>
        <dt className="font-medium">Guests</dt>
        <dd>{guestLabel(registration.guestCount)}</dd>
        <dt className="font-medium">Event</dt>
        <dd>{eventTitle}</dd>
      </dl>
      <p className="text-muted-foreground text-sm">
        A confirmation with a link to change your registration is on its way to your inbox.
      </p>
      <DialogFooter>
        <Button onClick={onClose} className="w-full sm:w-auto">
          Close
        </Button>
      </DialogFooter>
    </>
  );
}
