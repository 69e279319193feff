import { DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { CheckCircle2 } from 'lucide-react';
import { CloseFooter, RegistrationDetails, type RegistrationSummary } from './registration-summary';

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
      <RegistrationDetails registration={registration} eventTitle={eventTitle} />
      <p className="text-muted-foreground text-sm">
        A confirmation with a link to change your registration is on its way to your inbox.
      </p>
      <CloseFooter onClose={onClose} />
    </>
  );
}
